#!/usr/bin/env bash
# Regenerates the local panel's home video slide (local-panel/media/home-video-{desktop,mobile}.webm): a
# soft light turning over a warm backdrop, 2 s played forwards then backwards so the 4 s loop has no jump.
# Needs ffmpeg with libvpx. The results are committed; the panel copies them into its storage.
set -euo pipefail
out="$(dirname "$0")/../local-panel/media"
for art in desktop:1280x720 mobile:720x1280; do
  ffmpeg -nostdin -v error -y -f lavfi \
    -i "gradients=size=${art#*:}:rate=24:duration=2:n=3:c0=0x2a2320:c1=0x8a6a55:c2=0xd9b99b:speed=0.008:seed=7" \
    -filter_complex "[0]vignette=PI/5,split[forwards][copy];[copy]reverse[backwards];[forwards][backwards]concat=n=2:v=1:a=0,format=yuv420p" \
    -c:v libvpx-vp9 -b:v 0 -crf 40 -row-mt 1 -an "$out/home-video-${art%%:*}.webm"
done
