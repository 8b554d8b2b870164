import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { smallPhoto } from './forms';

// Uploads that trickle in must not close the application form to everyone else: a body is read at a
// minimum pace (8 KB/s on average once 40 s have passed) before it waits for a turn at the checks, and one
// that falls below it is cut with 408, told to send again.

const BOUNDARY = 'slow-upload-boundary';
const clientAddress = () =>
  `10.251.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

/**
 * A post to the application route that sends the start of its body, then one byte every two seconds
 * (what the attack sent every ten): resolves with the answer the site gives it.
 */
function dripUpload(baseURL: string): Promise<{ status: number; body: unknown }> {
  const url = new URL('/api/be-a-model', baseURL);
  return new Promise((resolve, reject) => {
    const upload = httpRequest(url, {
      method: 'POST',
      headers: {
        origin: baseURL,
        'accept-language': 'en',
        'x-forwarded-for': clientAddress(),
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(20 * 1024 * 1024),
      },
    });
    const drip = setInterval(() => upload.write('a'), 2000);
    upload.on('response', (response) => {
      clearInterval(drip);
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        upload.destroy();
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) });
      });
    });
    upload.on('error', (error) => {
      clearInterval(drip);
      reject(error);
    });
    upload.write(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="realname"\r\n\r\nIn`);
  });
}

test('two trickling uploads leave the form open to the next applicant, and are cut with 408', async ({
  request,
  baseURL,
}) => {
  // The pace is judged from 40 s on.
  test.setTimeout(90_000);
  const drips = [dripUpload(baseURL!), dripUpload(baseURL!)];
  // Both hold their connection before the applicant sends.
  await new Promise((resolve) => setTimeout(resolve, 3000));

  const photo = await smallPhoto();
  const applicant = await request.post('/api/be-a-model', {
    headers: { origin: baseURL!, 'x-forwarded-for': clientAddress() },
    multipart: {
      realname: 'Inês Raposo',
      email: `slow-upload-${Date.now()}@example.com`,
      phone: '+351 912 345 678',
      birthdate: '2000-03-15',
      privacy: 'accepted',
      language: 'en',
      website: '',
      fillTimeMs: '45000',
      image_1: photo,
      image_2: photo,
      image_3: photo,
      image_4: photo,
    },
  });
  expect(applicant.status(), await applicant.text()).toBe(200);

  for (const cut of await Promise.all(drips)) {
    expect(cut).toEqual({
      status: 408,
      body: {
        error: 'upload_too_slow',
        message:
          'The upload was too slow and has been stopped. Check your connection and send again, or choose a smaller video.',
        retryAfterSeconds: 2,
      },
    });
  }
});
