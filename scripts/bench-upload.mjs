// npm run bench:upload — the application sent from a phone, through the real form at /en/be-a-model in
// Chromium over an emulated 1.6 Mbit/s uplink, with four 12 MP phone photos and a 30 s 1080p video:
//   - today's way (photos as chosen: a browser without OffscreenCanvas, so shrink-photo.ts sends them as
//     they are) beside the new one (photos shrunk in the browser's worker): bytes of the request body and of
//     the photos in it, time from Send to Sent and from Send to the progress bar, and the longest
//     main-thread task from choosing the photos until their four previews show;
//   - the new way with the connection cut for a second at half the body: time from Send to its end, each
//     attempt's bytes on the wire, and what a resumable upload would have saved (the part already sent).
// The browser reaches the site through a pass-through that counts each post's body as it arrives. Builds
// and starts the site (port 3500, its local panel on 4510), the pass-through on 3501. Overwrites .next: run
// `npm run build` before `npm start`; BENCH_SKIP_BUILD=1 reuses the last build.
// Run with tsx (package.json): the photos and the video are made with the tests' fixtures.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import busboy from 'busboy';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { MIN_FILL_TIME_MS } from '../lib/forms/bot-traps.ts';
import { asPhoneJpeg } from '../tests/fixtures/phone-photo.ts';
import { LOCATION, makeVideo } from '../tests/fixtures/videos.ts';
import { busyPorts, signalGroup, waitFor } from './bench-helpers.mjs';

const SITE_PORT = 3500;
const PROXY_PORT = 3501;
const PANEL_PORT = 4510;
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const APPLICATION_ROUTE = '/api/be-a-model';
const FORM_PATH = '/en/be-a-model';

/** 1.6 Mbit/s: a phone's uplink on a fair mobile connection. */
const UPLINK_BYTES_PER_SECOND = 200_000;
const CUT_SECONDS = 1;
/** The slowest send (today's way, about 55 MB at 200 kB/s) takes under five minutes. */
const SEND_TIMEOUT_MS = 15 * 60_000;

const PHOTO_WIDTH = 4000;
const PHOTO_HEIGHT = 3000;
/** What phones write: JPEG quality in the low nineties. */
const PHOTO_QUALITY = 92;
/** A sensor's noise, as a deviation in 8-bit levels, before demosaicing softens it. */
const GRAIN_SIGMA = 18;
/** Demosaicing and the phone's noise reduction spread each pixel's noise over its neighbours. */
const GRAIN_SPREAD_PX = 0.6;
const VIDEO_SECONDS = 30;
/** Phones record 1080p at about 17 Mbit/s in H.264 and 8 in HEVC: 10 keeps 30 s under the form's 40 MB. */
const VIDEO_BITRATE = '10M';

const TARGETS = { photoShare: 0.2, longTaskMs: 50, progressMs: 1000 };

const TEXT = {
  form: 'Application form',
  slots: ['Close up', 'Smiling', 'Half body', 'Full body'],
  preview: 'Your photo:',
  video: 'Or a video file',
  privacy: 'I declare having read and accepted all terms of the privacy policy',
  progress: 'Sending progress',
};

const siteOrigin = `http://127.0.0.1:${SITE_PORT}`;
const env = {
  ...process.env,
  PORT: String(SITE_PORT),
  LOCAL_PANEL_PORT: String(PANEL_PORT),
  SITE_URL: `http://127.0.0.1:${PROXY_PORT}`,
  // The pass-through is trusted as nginx would be, so each send is a client of its own (X-Forwarded-For)
  // and the form routes' per-address limits never count one send against the next.
  TRUSTED_PROXIES: '127.0.0.1, ::1',
};

/** Numbers from a seed, so every run sends the same photos. */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A picture without a camera's noise: a gradient sky and ellipses, half with soft edges, half sharp. */
function sceneSvg(random) {
  const colour = () =>
    `hsl(${Math.round(random() * 360)} ${Math.round(20 + random() * 50)}% ${Math.round(20 + random() * 60)}%)`;
  const gradients = [
    `<linearGradient id="sky" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${colour()}"/>` +
      `<stop offset="1" stop-color="${colour()}"/></linearGradient>`,
  ];
  const shapes = [];
  for (let index = 0; index < 16; index += 1) {
    const soft = index % 2 === 0;
    const edge = soft ? `<stop offset="1" stop-color="${colour()}" stop-opacity="0"/>` : '';
    gradients.push(
      `<radialGradient id="shape${index}"><stop offset="0" stop-color="${colour()}"/>` +
        `<stop offset="${soft ? 0.6 : 1}" stop-color="${colour()}"/>${edge}</radialGradient>`,
    );
    const [cx, cy, rx, ry] = [
      random() * PHOTO_WIDTH,
      random() * PHOTO_HEIGHT,
      150 + random() * 1200,
      150 + random() * 1200,
    ];
    shapes.push(
      `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#shape${index})" ` +
        `transform="rotate(${random() * 180} ${cx} ${cy})"/>`,
    );
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}">` +
    `<defs>${gradients.join('')}</defs><rect width="100%" height="100%" fill="url(#sky)"/>${shapes.join('')}</svg>`
  );
}

/** Luminance grain, one Gaussian draw per pixel (Box–Muller), as one grey channel around 128. */
function grainLayer(random) {
  const grain = Buffer.alloc(PHOTO_WIDTH * PHOTO_HEIGHT);
  for (let index = 0; index < grain.length; index += 1) {
    const gaussian =
      Math.sqrt(-2 * Math.log(random() || Number.MIN_VALUE)) * Math.cos(2 * Math.PI * random());
    grain[index] = Math.max(0, Math.min(255, Math.round(128 + GRAIN_SIGMA * gaussian)));
  }
  return sharp(grain, { raw: { width: PHOTO_WIDTH, height: PHOTO_HEIGHT, channels: 1 } })
    .blur(GRAIN_SPREAD_PX)
    .raw()
    .toBuffer();
}

/** A 12 MP photo as a phone writes it: the scene with the sensor's grain, with EXIF orientation, camera and GPS. */
async function phoneCameraPhoto(seed) {
  const random = seededRandom(seed);
  const { data, info } = await sharp(Buffer.from(sceneSvg(random)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const grain = await grainLayer(random);
  for (let pixel = 0; pixel < grain.length; pixel += 1) {
    for (let channel = 0; channel < 3; channel += 1) {
      const index = pixel * 3 + channel;
      data[index] = Math.max(0, Math.min(255, data[index] + grain[pixel] - 128));
    }
  }
  return asPhoneJpeg(sharp(data, { raw: info }), PHOTO_QUALITY);
}

/** A 30 s 1080p clip at 30 frames a second as a phone records it: H.264 and AAC in MP4, with its position. */
function phoneVideo() {
  return makeVideo(
    [
      ...['-f', 'lavfi', '-i', `testsrc2=size=1920x1080:rate=30:duration=${VIDEO_SECONDS}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${VIDEO_SECONDS}`],
      // A sensor's grain changes every frame, so the encoder spends its bits as on a camera's picture.
      ...['-vf', 'noise=alls=8:allf=t'],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p'],
      ...['-b:v', VIDEO_BITRATE, '-minrate', VIDEO_BITRATE, '-maxrate', VIDEO_BITRATE, '-bufsize', '20M'],
      ...['-x264-params', 'nal-hrd=cbr', '-c:a', 'aac', '-b:a', '128k', '-metadata', `location=${LOCATION}`],
    ],
    'mp4',
  );
}

/** Counts one application post's body as it arrives: all of it, and the photos' parts within it. */
function countBody(incoming) {
  const post = {
    expected: Number(incoming.headers['content-length']),
    bytes: 0,
    photoBytes: 0,
    firstByteAt: 0,
    lastByteAt: 0,
    complete: false,
  };
  const parts = busboy({ headers: incoming.headers });
  parts.on('file', (_field, file, { mimeType }) =>
    file.on('data', (chunk) => {
      if (mimeType.startsWith('image/')) post.photoBytes += chunk.length;
    }),
  );
  // A cut attempt's body ends inside a part.
  parts.on('error', () => {});
  incoming.on('data', (chunk) => {
    post.firstByteAt ||= performance.now();
    post.lastByteAt = performance.now();
    post.bytes += chunk.length;
    parts.write(chunk);
  });
  incoming.on('end', () => {
    post.complete = true;
    parts.end();
  });
  post.drop = () => incoming.destroy();
  return post;
}

/** The pass-through in front of the site; `posts` holds every application post's count, cut ones too. */
function startCountingProxy() {
  const posts = [];
  let outageEndsAt = 0;
  const server = createServer((incoming, outgoing) => {
    // While the connection is down every request dies, the browser's own resend of a cut post too.
    if (performance.now() < outageEndsAt) {
      incoming.destroy();
      return;
    }
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: SITE_PORT,
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
      },
      (response) => {
        outgoing.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    // A connection the browser drops mid-body is dropped for the site too.
    incoming.on('close', () => {
      if (!incoming.complete) upstream.destroy();
    });
    if (incoming.method === 'POST' && incoming.url === APPLICATION_ROUTE) posts.push(countBody(incoming));
    incoming.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(PROXY_PORT, '127.0.0.1', () =>
      resolve({
        origin: `http://127.0.0.1:${PROXY_PORT}`,
        posts,
        startOutage: (milliseconds) => (outageEndsAt = performance.now() + milliseconds),
        stop: () => {
          server.closeAllConnections();
          server.close();
        },
      }),
    ),
  );
}

/**
 * Once the send's first post has put half its body on the wire, drops its connection and lets nothing
 * through for CUT_SECONDS; false when no post got that far. The outage is the pass-through's: Chromium's
 * offline emulation does not end an upload under way, and lifts the throttle from the requests in flight.
 */
async function cutAtHalf(proxy, firstPost) {
  const { posts } = proxy;
  const deadline = Date.now() + SEND_TIMEOUT_MS;
  for (;;) {
    const post = posts[firstPost];
    if (post && post.bytes >= post.expected / 2) break;
    if (Date.now() > deadline) return false;
    await sleep(20);
  }
  proxy.startOutage(CUT_SECONDS * 1000);
  posts[firstPost].drop();
  return true;
}

/**
 * Watches the send in the page, on the page's clock: the Send click, the progress bar's first showing
 * (named as the form names it) and the moment the form stops sending, with its status then.
 */
function watchSend(submit, progressName) {
  const marks = {};
  window.sendMarks = marks;
  const progressShown = () =>
    [...document.querySelectorAll('progress, [role="progressbar"]')].some(
      (bar) => bar.getAttribute('aria-label') === progressName && bar.checkVisibility(),
    );
  submit.addEventListener('click', () => (marks.send = performance.now()), { capture: true, once: true });
  new MutationObserver(() => {
    if (marks.send === undefined) return;
    if (marks.progress === undefined && progressShown()) marks.progress = performance.now();
    if (submit.dataset.status === 'sending') marks.sending = true;
    else if (marks.sending && !marks.done)
      marks.done = { status: submit.dataset.status, at: performance.now() };
  }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
}

let sends = 0;

/**
 * One application in a fresh browser context, as a visitor fills it in (tests/e2e/application.spec.ts's
 * required fields), sent over the emulated uplink.
 */
async function sendApplication(browser, proxy, media, { shrink, cut = false }) {
  sends += 1;
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { 'x-forwarded-for': `10.0.0.${sends}` },
  });
  try {
    await context.addInitScript(() => {
      window.longTasks = [];
      new PerformanceObserver((list) =>
        window.longTasks.push(
          ...list.getEntries().map(({ startTime, duration }) => ({ startTime, duration })),
        ),
      ).observe({ type: 'longtask' });
    });
    // A browser that cannot shrink: shrink-photo.ts sends every photo as chosen.
    if (!shrink) await context.addInitScript(() => delete window.OffscreenCanvas);
    const page = await context.newPage();
    await page.goto(`${proxy.origin}${FORM_PATH}`);
    const form = page.getByRole('form', { name: TEXT.form });
    // The form stays busy until the page is interactive.
    await page.waitForFunction((element) => !element.hasAttribute('aria-busy'), await form.elementHandle());
    const formOpenedAt = Date.now();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: UPLINK_BYTES_PER_SECOND,
    });

    await page.getByLabel('Full name', { exact: true }).fill('Inês Raposo');
    await page.getByLabel('Email', { exact: true }).fill(`upload-bench-${sends}@example.com`);
    await page.getByLabel('Phone number', { exact: true }).fill('+351 912 345 678');
    await page.getByLabel('Date of birth', { exact: true }).fill('15/03/2001');

    const choosingAt = await page.evaluate(() => performance.now());
    for (const [index, slot] of TEXT.slots.entries())
      await page.getByLabel(slot, { exact: true }).setInputFiles(media.photoPaths[index]);
    const previewsAt = await (
      await page.waitForFunction(
        ({ prefix, count }) => {
          const previews = [...document.querySelectorAll(`img[alt^="${prefix}"]`)];
          const shown =
            previews.length === count && previews.every((image) => image.complete && image.naturalWidth > 0);
          return shown && performance.now();
        },
        { prefix: TEXT.preview, count: TEXT.slots.length },
        { timeout: 120_000 },
      )
    ).jsonValue();
    const longTasks = (await page.evaluate(() => window.longTasks)).filter(
      (task) => task.startTime + task.duration >= choosingAt && task.startTime <= previewsAt,
    );

    await page.getByLabel(TEXT.video).setInputFiles(media.videoPath);
    await form.getByText(/· 0:30$/).waitFor();
    await page.getByLabel(TEXT.privacy).check();
    // The form's time trap refuses a form sent sooner than a person could fill it in.
    await page.waitForTimeout(Math.max(0, formOpenedAt + MIN_FILL_TIME_MS - Date.now()));

    const submit = form.locator('button[type="submit"]');
    await submit.evaluate(watchSend, TEXT.progress);
    const firstPost = proxy.posts.length;
    await submit.click();
    const wasCut = cut ? cutAtHalf(proxy, firstPost) : false;
    await page.waitForFunction(() => window.sendMarks.done, undefined, {
      timeout: SEND_TIMEOUT_MS,
      polling: 500,
    });
    const marks = await page.evaluate(() => window.sendMarks);
    const problem =
      marks.done.status === 'sent' ? null : (await form.getByRole('alert').allTextContents()).join(' ');
    const posts = proxy.posts.slice(firstPost);
    return {
      posts,
      sentPost: posts.find((post) => post.complete) ?? null,
      sendSeconds: (marks.done.at - marks.send) / 1000,
      progressMs: marks.progress === undefined ? null : marks.progress - marks.send,
      longestTaskMs: Math.max(0, ...longTasks.map((task) => task.duration)),
      longTasks: longTasks.length,
      problem,
      wasCut: await wasCut,
    };
  } finally {
    await context.close();
  }
}

const MB = 1_000_000;
const mb = (bytes) => `${(bytes / MB).toFixed(1)} MB`;
const seconds = (value) => `${value.toFixed(1)} s`;
const pct = (share) => `${(share * 100).toFixed(1)} %`;
/** How fast a post's body arrived, first byte to last. */
const kbPerSecond = (post) => `${(post.bytes / (post.lastByteAt - post.firstByteAt)).toFixed(1)} kB/s`;

const taken = await busyPorts([SITE_PORT, PROXY_PORT, PANEL_PORT]);
if (taken.length > 0) {
  console.error(
    `Ports ${taken.join(', ')} are taken: stop what listens there (a site left running?) and run again.`,
  );
  process.exit(1);
}

const mediaDirectory = await mkdtemp(join(tmpdir(), 'bench-upload-'));
let site;
let proxy;
let browser;
try {
  console.error('making four 12 MP photos and a 30 s 1080p video…');
  const photos = [];
  for (let seed = 1; seed <= TEXT.slots.length; seed += 1) photos.push(await phoneCameraPhoto(seed));
  const photoPaths = photos.map((_, index) => join(mediaDirectory, `IMG_20261127_10150${index}.jpg`));
  await Promise.all(photos.map((photo, index) => writeFile(photoPaths[index], photo)));
  const video = await phoneVideo();
  const videoPath = join(mediaDirectory, 'VID_20261127_101600.mp4');
  await writeFile(videoPath, video);
  const media = { photoPaths, videoPath };

  if (!process.env.BENCH_SKIP_BUILD) {
    const build = spawnSync(process.execPath, ['scripts/site.mjs', 'build'], { env, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the build failed');
  }
  site = spawn(process.execPath, ['scripts/site.mjs', 'start'], { env, stdio: 'ignore', detached: true });
  await waitFor(`${siteOrigin}${FORM_PATH}`);
  proxy = await startCountingProxy();
  browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox'] });

  console.error("sending today's way…");
  const today = await sendApplication(browser, proxy, media, { shrink: false });
  console.error('sending the new way…');
  const shrunk = await sendApplication(browser, proxy, media, { shrink: true });
  console.error('sending the new way, cut at half the body…');
  const cut = await sendApplication(browser, proxy, media, { shrink: true, cut: true });

  console.log(
    `\nThe application at ${FORM_PATH} in Chromium, uplink emulated at ${(UPLINK_BYTES_PER_SECOND * 8) / MB} Mbit/s ` +
      `(${UPLINK_BYTES_PER_SECOND.toLocaleString('en')} bytes/s); MB are 10⁶ bytes.`,
  );
  console.log(
    `Photos: ${TEXT.slots.length} × ${PHOTO_WIDTH}×${PHOTO_HEIGHT} JPEG, quality ${PHOTO_QUALITY}, EXIF orientation 6, ` +
      `Make/Model and GPS: ${photos.map((photo) => mb(photo.length)).join(', ')}. ` +
      `Video: ${VIDEO_SECONDS} s 1080p30 H.264 ${VIDEO_BITRATE}bit/s + AAC in MP4, ${mb(video.length)}.\n`,
  );
  console.log(
    'way                        | body     | photos in it | Send → Sent | Send → progress bar | longest task, photos prepared',
  );
  const misses = [];
  const ways = [
    ["today's (photos as chosen)", today],
    ['new (shrunk in a worker)', shrunk],
  ];
  for (const [name, run] of ways) {
    const post = run.sentPost;
    const outcome = run.problem === null ? seconds(run.sendSeconds) : `failed: ${run.problem}`;
    const task = run.longTasks
      ? `${run.longestTaskMs.toFixed(0)} ms (${run.longTasks} over 50 ms)`
      : 'none over 50 ms';
    console.log(
      [
        name.padEnd(26),
        (post ? mb(post.bytes) : 'n/a').padStart(8),
        (post ? mb(post.photoBytes) : 'n/a').padStart(12),
        outcome.padStart(11),
        (run.progressMs === null ? 'n/a' : `${run.progressMs.toFixed(0)} ms`).padStart(19),
        task,
      ].join(' | '),
    );
  }
  for (const [name, run] of ways)
    if (!run.sentPost || run.problem !== null) throw new Error(`${name} was not sent: ${run.problem}`);
  const photoShare = shrunk.sentPost.photoBytes / today.sentPost.photoBytes;
  console.log(`\nphoto bytes, new / today's: ${pct(photoShare)} (target ≤ ${pct(TARGETS.photoShare)})`);
  if (photoShare > TARGETS.photoShare) misses.push(`photo bytes ${pct(photoShare)} of today's`);
  if (shrunk.longestTaskMs > TARGETS.longTaskMs)
    misses.push(`a ${shrunk.longestTaskMs.toFixed(0)} ms task while the photos were prepared`);
  if (shrunk.progressMs === null || shrunk.progressMs > TARGETS.progressMs)
    misses.push(
      `progress bar ${shrunk.progressMs === null ? 'not shown' : `after ${shrunk.progressMs.toFixed(0)} ms`}`,
    );

  // The throttle must hold on loopback, or every time above is the machine's, not the uplink's.
  console.log(
    `bodies arrived at ${[today, shrunk].map((run) => kbPerSecond(run.sentPost)).join(' and ')} ` +
      `(emulated: ${UPLINK_BYTES_PER_SECOND / 1000} kB/s)`,
  );

  const onWire = cut.posts.reduce((sum, post) => sum + post.bytes, 0);
  const [cutPost] = cut.posts;
  const ending = cut.problem === null ? 'Sent' : `ended in the form's message "${cut.problem}"`;
  const attempts = cut.posts.map(
    (post) => `${mb(post.bytes)} at ${kbPerSecond(post)}${post.complete ? '' : ' (cut)'}`,
  );
  console.log(
    `\nConnection cut for ${CUT_SECONDS} s at half the body (new way): ` +
      (cut.wasCut ? '' : 'the first attempt never reached half its body, so no cut; ') +
      `${ending} ${seconds(cut.sendSeconds)} after Send. Attempts: ${attempts.join(', ')}; ` +
      `${mb(onWire)} on the wire for a ${mb(cutPost?.expected ?? 0)} body.`,
  );
  if (cut.problem !== null) misses.push('a cut connection did not end in Sent');
  // A resumable upload goes on from what the server holds: the cut attempt's bytes, and the time they took.
  if (cut.wasCut)
    console.log(
      `A resumable upload would have saved what the cut attempt had delivered: ${mb(cutPost.bytes)} and ` +
        `${seconds((cutPost.lastByteAt - cutPost.firstByteAt) / 1000)} of sending.`,
    );
  console.log(misses.length ? `\n${misses.map((miss) => `MISS ${miss}`).join('\n')}` : '\nEvery target met.');
} finally {
  await browser?.close();
  proxy?.stop();
  if (site) signalGroup(site.pid);
  await rm(mediaDirectory, { recursive: true, force: true });
}
