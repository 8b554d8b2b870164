// The empty application the form starts from and returns to, typed by the schema (types only: the
// browser loads the schema itself on demand).
import type { ApplicationField, ApplicationInput } from './schema';

export const emptyApplication: ApplicationInput = {
  realName: '',
  nickname: '',
  email: '',
  phone: '',
  secondPhone: '',
  guardianName: '',
  guardianConsent: false,
  birthdate: '',
  gender: '',
  instagram: '',
  tiktok: '',
  nationality: '',
  ethnicity: '',
  country: null,
  state: null,
  city: null,
  languages: [],
  height: '',
  bust: '',
  waist: '',
  hips: '',
  shoes: '',
  jeans: '',
  hairColour: '',
  hairType: '',
  hairLength: '',
  eyeColour: '',
  skinTone: '',
  consentSpecial: false,
  videoLink: '',
  video: null,
  closeUp: null,
  smiling: null,
  halfBody: null,
  fullBody: null,
  privacy: false,
};

/** Every field, in the form's order. */
export const APPLICATION_FIELDS = Object.keys(emptyApplication) as ApplicationField[];
