import { describe, expect, it } from 'vitest';
import { APPLICATION_FIELD_NAMES, emptyApplication } from '@/features/application/model/field-table';
import { applicationSchema } from '@/features/application/model/schema';
import { application, file, formOf } from '../fixtures/application-post';

describe('the application’s field table', () => {
  it('starts each field empty, refused only as missing where the form asks for it', () => {
    const missing = ['required', 'photoRequired', 'privacy'];
    const refusedOtherwise = APPLICATION_FIELD_NAMES.filter((name) => {
      const result = applicationSchema.shape[name].safeParse(emptyApplication[name]);
      return !result.success && !missing.includes(result.error.issues[0]?.message ?? '');
    });
    expect(refusedOtherwise).toEqual([]);
  });

  it('sends each field under a name of its own, none twice', () => {
    const video = { file: file(new Uint8Array(4), 'v.mp4', 'video/mp4'), seconds: 6 };
    const names = [...formOf(application({ video })).keys()];
    expect(names).toHaveLength(new Set(names).size);
    expect(names).toEqual(expect.arrayContaining(['realname', 'skin', 'chest', 'image_4', 'video']));
  });
});
