#!/usr/bin/env bash
# Regenerates public/audio/ambient-loop.mp3, the site's background track: four soft chords, 16 s, loopable.
# Needs Debian's sox and lame (apt-get install -y sox lame). The result is committed; CI does not run this.
set -euo pipefail
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
i=0
for chord in "220 277.18 329.63 440" "196 246.94 293.66 392" "174.61 220 261.63 349.23" "196 246.94 293.66 369.99"; do
  read -r a b c d <<<"$chord"
  sox -n -r 44100 -c 2 "$work/seg$i.wav" synth 4 sine "$a" sine "$b" sine "$c" sine "$d" \
    remix 1,3 2,4 tremolo 0.5 30 fade q 1 4 1 vol 0.18
  i=$((i + 1))
done
sox "$work"/seg{0,1,2,3}.wav "$work/loop.wav" reverb 40 50 60
lame --quiet -b 64 -m j "$work/loop.wav" "$(dirname "$0")/../public/audio/ambient-loop.mp3"
