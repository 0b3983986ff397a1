#!/bin/bash
# A full build (`npm run bench:build -- --fresh`) with dist/ on a brand-new ext4 filesystem without a journal
# (like this VM's /), mounted at <repo>/dist: the filesystem of a fresh machine. On a filesystem that has seen
# many builds, creating files costs 10-20x more (bench/README.md, "Writing the answers"), so full-build times
# measured on it say more about its history than about the build. Needs root (mkfs, mount -o loop).
#
#   sudo bash bench/build-on-new-fs.sh [repo folder] [image file]
#
# Leaves the new filesystem mounted at <repo>/dist (the build is there); `umount <repo>/dist` gives the old one back.
set -euo pipefail
repo=$(cd "${1:-$(dirname "$0")/..}" && pwd)
image=${2:-$repo/../dist-$(basename "$repo").img}
if mountpoint -q "$repo/dist"; then umount "$repo/dist"; fi
rm -f "$image"
mkdir -p "$repo/dist"
fallocate -l 10G "$image"
# 1.5 million inodes: a build writes about 450,000 files.
mkfs.ext4 -q -F -O ^has_journal -N 1500000 "$image"
mount -o loop "$image" "$repo/dist"
echo "dist/ is a new ext4 on $image"
cd "$repo" && npm run bench:build -- --fresh
