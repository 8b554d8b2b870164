import { expect, test } from '@playwright/test';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import { APPLICATION_TEXT, LANGUAGES, openForm } from './application-form';

// A date of birth is an applicant's: from 4 to 100 years old, so a slip of the year (01/01/1900) is
// caught with a message that says what is expected.

const MESSAGES = { en, pt } as const;

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

for (const language of LANGUAGES) {
  for (const viewport of VIEWPORTS) {
    test(`${language} at ${viewport.width} px: 01/01/1900 is refused with the applicants’ ages`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(viewport);
      const t = APPLICATION_TEXT[language];
      await openForm(page, language);
      const birthdate = page.getByLabel(t.birthdate, { exact: true });
      await birthdate.fill('01/01/1900');
      await page.getByRole('button', { name: t.submit, exact: true }).click();
      await expect(birthdate).toHaveAttribute('aria-invalid', 'true');
      const message = MESSAGES[language].FormErrors.birthdateRange;
      await expect(birthdate).toHaveAccessibleDescription(
        new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      );
      await expect(page.getByText(message)).toBeVisible();
      await birthdate.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath('birthdate-range.png') });
    });
  }
}
