import { describe, expect, it } from 'vitest';
import { applicationChoices, labelledMeasures } from '@/features/application/model/choices';
import { emptyApplication } from '@/features/application/model/field-table';
import { applicationSchema, type ApplicationInput } from '@/features/application/model/schema';
import {
  applicationFieldOf,
  applicationFromWire,
  applicationTextFields,
} from '@/features/application/model/wire';

const photo = { name: 'p.jpg', type: 'image/jpeg', size: 1000 };
const input: ApplicationInput = {
  ...emptyApplication,
  realName: 'João Brito',
  email: 'joao@example.com',
  phone: '912345678',
  birthdate: '1999-05-04',
  gender: 'man',
  instagram: 'joao',
  country: { value: 31, label: 'Brasil' },
  languages: [{ id: 1, lang: 'pt', level: 'fluent' }],
  bust: '98/39',
  closeUp: photo,
  smiling: photo,
  halfBody: photo,
  fullBody: photo,
  privacy: true,
};

describe('application wire format', () => {
  it('names fields as the panel does, empty ones as empty text, places and languages as JSON', () => {
    const fields = Object.fromEntries(applicationTextFields(applicationSchema.parse(input)));
    expect(fields).toMatchObject({
      realname: 'João Brito',
      instagr: 'joao',
      gender: 'man',
      bust: '98/39',
      chest: '98/39',
      country: '{"value":31,"label":"Brasil"}',
      state: '',
      basedin: '',
      languages: '[{"id":1,"lang":"pt","level":"fluent"}]',
      note: '',
      privacy: 'accepted',
    });
    // Women have a bust, not a chest (as the panel keeps talents).
    const woman = Object.fromEntries(
      applicationTextFields(applicationSchema.parse({ ...input, gender: 'woman' })),
    );
    expect(woman.chest).toBeUndefined();
  });

  it('reads back what it wrote', () => {
    const application = applicationSchema.parse(input);
    const wire = Object.fromEntries(applicationTextFields(application));
    const files = { closeUp: photo, smiling: photo, halfBody: photo, fullBody: photo };
    const back = applicationSchema.parse(applicationFromWire(wire, files, null));
    expect(back).toEqual(application);
  });

  it('maps the panel’s names back to the form’s fields', () => {
    expect(applicationFieldOf('basedin')).toBe('city');
    expect(applicationFieldOf('instagr')).toBe('instagram');
    expect(applicationFieldOf('image_3')).toBe('halfBody');
    expect(applicationFieldOf('video')).toBe('video');
    expect(applicationFieldOf('website')).toBeNull();
  });
});

describe('applicationChoices', () => {
  const attributes = {
    hair: [{ id: 1101, label: 'Preto', value: 'Black' }],
    eyes: [{ id: 1130, label: 'Castanho Escuro', value: 'Dark Brown' }],
    skin: [{ id: 1162, label: 'Branco', value: 'White' }],
    height: [{ value: '170/5\'7"', label: '170 cm' }],
    chest: [{ value: '86/34', label: '86 cm' }],
    shoes: [{ value: '39.5', label: '39.5' }],
  };
  const options = { countries: [], languages: [], ethnicities: [] };

  it('labels colours and skin tones in the visitor’s language and sends what the panel stores', () => {
    const en = applicationChoices(attributes, options, 'en');
    expect(en.hairColours).toEqual([{ value: 'Preto', label: 'Black' }]);
    expect(en.eyeColours).toEqual([{ value: 'Castanho Escuro', label: 'Dark Brown' }]);
    expect(en.skinTones).toEqual([{ value: '1162', label: 'White' }]);
    expect(applicationChoices(attributes, options, 'pt').hairColours).toEqual([
      { value: 'Preto', label: 'Preto' },
    ]);
  });

  it('sends the browser the panel’s measure values only, without blank ones', () => {
    const { measures } = applicationChoices(
      {
        ...attributes,
        hips: [
          { value: ' ', label: '' },
          { value: '90/35', label: '90 cm' },
        ],
      },
      options,
      'en',
    );
    expect(measures.height).toEqual(['170/5\'7"']);
    expect(measures.hips).toEqual(['90/35']);
  });

  it('shows measures in both units and keeps the panel’s values', () => {
    const measures = labelledMeasures(applicationChoices(attributes, options, 'en').measures, 'en');
    expect(measures.height).toEqual([{ value: '170/5\'7"', label: '170 cm · 5\'7"' }]);
    expect(measures.bust).toEqual([{ value: '86/34', label: '86 cm · 34"' }]);
    expect(measures.shoes).toEqual([{ value: '39.5', label: '39.5' }]);
    expect(measures.waist).toEqual([]);
  });

  it('gives every length option its inches, even when the label holds the same digits', () => {
    // "16 cm" is 6 inches: the label contains "6", which once hid the inch value.
    const lengths = [15, 16, 60, 61].map((cm) => ({
      value: `${cm}/${Math.round(cm / 2.54)}`,
      label: `${cm} cm`,
    }));
    const choices = applicationChoices({ waist: lengths, hips: lengths, chest: lengths }, options, 'en');
    const measures = labelledMeasures(choices.measures, 'en');
    for (const field of ['bust', 'waist', 'hips'] as const) {
      expect(measures[field].map((choice) => choice.label)).toEqual([
        '15 cm · 6"',
        '16 cm · 6"',
        '60 cm · 24"',
        '61 cm · 24"',
      ]);
    }
  });

  it('writes decimals the Portuguese way on a Portuguese page', () => {
    const choices = applicationChoices(
      {
        ...attributes,
        jeans: [{ value: '34.5', label: '34.5' }],
        waist: [{ value: '60.5/24', label: '60.5 cm' }],
      },
      options,
      'pt',
    );
    const measures = labelledMeasures(choices.measures, 'pt');
    expect(measures.shoes).toEqual([{ value: '39.5', label: '39,5' }]);
    expect(measures.jeans).toEqual([{ value: '34.5', label: '34,5' }]);
    expect(measures.waist).toEqual([{ value: '60.5/24', label: '60,5 cm · 24"' }]);
    expect(measures.height).toEqual([{ value: '170/5\'7"', label: '170 cm · 5\'7"' }]);
  });
});
