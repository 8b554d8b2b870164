// The bench's slow 4G for the phone measurement, shaped where a phone's network shapes it: packet by packet
// on the link (Linux tc on the loopback device, the ports of the browser's HTTPS fronts only). DevTools'
// throttling instead shares the bandwidth evenly between the requests in flight, so the stylesheets a
// page's first paint waits for arrive as slowly as its scripts, whatever order HTTP/2 sends them in.
import { spawnSync } from 'node:child_process';
import { whenQuiet } from './bench-helpers.mjs';

const DEVICE = 'lo';
// Linux's loopback MTU, restored afterwards, and an Ethernet-sized one while shaping: with 64 KB packets
// the link would hand over a whole file's worth of one stream before the next stream's first packet.
const LOOPBACK_MTU = 65536;
const LINK_MTU = 1500;

function run(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  return result.status === 0 ? null : (result.stderr || result.error?.message || `${command} failed`).trim();
}

const DOWN_CLASS = '1:10';
/** A link that has carried nothing for this long is idle: at 1.4 Mbit/s a full packet takes 9 ms. */
const IDLE_MS = 500;
const IDLE_TIMEOUT_MS = 60_000;

function clear() {
  run('tc', ['qdisc', 'del', 'dev', DEVICE, 'root']);
  run('ip', ['link', 'set', 'dev', DEVICE, 'mtu', String(LOOPBACK_MTU)]);
}

/**
 * Shapes the traffic of `ports` to `downBitsPerSecond` from them and `upBitsPerSecond` to them; other
 * loopback traffic (the site's own calls to its panel) stays unshaped. Returns `{ stop, idle }` (`idle()`
 * resolves once nothing crosses the downlink), or `{ reason }` when this machine cannot (not root, no tc,
 * or a kernel without htb and u32).
 */
export function shapePhoneLink({ ports, downBitsPerSecond, upBitsPerSecond }) {
  if (process.getuid?.() !== 0) return { reason: 'shaping the link needs root' };
  clear(); // what a bench that was killed while shaping left behind
  const rate = (bits) => `${Math.round(bits)}bit`;
  const filter = (direction, port, flow) => [
    'tc',
    [
      ...['filter', 'add', 'dev', DEVICE, 'parent', '1:', 'protocol', 'ip', 'prio', '1', 'u32'],
      ...['match', 'ip', direction, String(port), '0xffff', 'flowid', flow],
    ],
  ];
  const linkClass = (id, bits) => [
    'tc',
    ['class', 'add', 'dev', DEVICE, 'parent', '1:', 'classid', id, 'htb', 'rate', rate(bits)],
  ];
  const steps = [
    ['ip', ['link', 'set', 'dev', DEVICE, 'mtu', String(LINK_MTU)]],
    ['tc', ['qdisc', 'add', 'dev', DEVICE, 'root', 'handle', '1:', 'htb', 'default', '30']],
    linkClass('1:10', downBitsPerSecond),
    linkClass('1:20', upBitsPerSecond),
    linkClass('1:30', 10e9),
    ...ports.flatMap((port) => [filter('sport', port, '1:10'), filter('dport', port, '1:20')]),
  ];
  for (const [command, args] of steps) {
    const failure = run(command, args);
    if (failure) {
      clear();
      return { reason: `${command} ${args.slice(0, 3).join(' ')}: ${failure.split('\n')[0]}` };
    }
  }
  return { stop: clear, idle: waitForIdleDownlink };
}

/** Bytes the shaped downlink has carried so far. */
function downlinkBytes() {
  const result = spawnSync('tc', ['-s', 'class', 'show', 'dev', DEVICE, 'classid', DOWN_CLASS], {
    encoding: 'utf8',
  });
  return Number(/Sent (\d+) bytes/.exec(result.stdout ?? '')?.[1] ?? 0);
}

/**
 * Resolves once the downlink has carried nothing for IDLE_MS. A closed page's downloads (its pictures
 * below the fold, still arriving) drain through the link after the browser has moved on; a load started
 * before then would queue behind them and be timed with another page's bytes.
 */
async function waitForIdleDownlink() {
  let bytes = downlinkBytes();
  await whenQuiet(
    () => {
      const before = bytes;
      bytes = downlinkBytes();
      return bytes !== before;
    },
    { quietMs: IDLE_MS, pollMs: 50, capMs: IDLE_TIMEOUT_MS },
  );
}
