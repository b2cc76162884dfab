#!/usr/bin/env bash
# Deploys a build into the folder the site is served from, keeping the previous builds' files:
#
#   deploy/deploy.sh [--keep-days N] [--no-server] BUILD_DIR SITE_DIR
#   deploy/deploy.sh [--keep-days N] --prune-only SITE_DIR
#
# BUILD_DIR is what `npm run build` wrote (dist/); SITE_DIR the folder nginx's DIST_ROOT (or the
# production server) serves, created if missing. Old tabs, and service workers holding the previous
# app.html, keep asking for the previous build's code: every hashed file under assets/ stays, only the
# new ones are added, and the pages, sw.js and manifest.webmanifest are replaced last, each by a rename
# (atomic), sw.js the very last, so that nothing ever refers to a file that is not there yet. A file's
# precompressed copies (`.br`, `.gz` beside it, which nginx and the server send in its place) go in with
# it; a replaced file's copy the new build has not (a file now too small for one) is removed first, so
# that no visitor gets the previous content in the new file's place.
#
# Each deploy's file list and time are kept in SITE_DIR.deploys/ (beside SITE_DIR, never served).
# Pruning: a build's files stay while it is live and for KEEP_DAYS (7) after the deploy that replaced
# it; a file is removed once no build kept by that rule lists it. So every build stays loadable for at
# least a week after the next deploy, however long it was live. (Keeping "builds deployed in the last
# 7 days" would not: a build live for a month would lose its files the moment its successor arrived.)
# Builds are ordered by their deploy's sequence number, never by the clock (a clock stepping back must
# not make the live build look old). Files found in SITE_DIR that no deploy recorded count as a build
# this deploy replaces (--prune-only leaves them alone), except under .well-known/ (placed by hand or
# by a certificate tool), which a deploy never records or removes: only the build's two app-link files
# (assetlinks.json, apple-app-site-association) are put there, replaced at every deploy.
#
# The production server (BUILD_DIR-server, e.g. dist-server/) is copied to SITE_DIR-server.N (N: the
# deploy's number), beside SITE_DIR, where it finds the site (it looks for the folder of its build's
# name beside it: SITE_DIR must be named as BUILD_DIR); then the symlink SITE_DIR-server is pointed at
# it by a rename, so there is never a moment without one. SITE_DIR-server.previous points at the one
# before; older ones are removed, but never one a running process started from (deploy-servers.sh).
# Restart the servers afterwards, one at a time (SIGTERM finishes the requests under way); until then
# they serve the new files with the previous build's share-page templates, whose files are kept.
# --no-server leaves the server alone.
#
# SITE_DIR.deploys/style-hashes.txt: the CSP hashes of the inline styles of every kept build (from each
# build's dist-server/templates/style-hashes.txt), for nginx (deploy/nginx-conf.sh's STYLE_HASHES_FILE), so
# that a cached page of the previous build keeps its styles. With NGINX_CONF set, deploy.sh renders
# nginx's configuration with them, tests and reloads it before the pages change, and stops if that
# fails (deploy-nginx.sh); without it, it warns when the new pages' styles need that.
#
# Plain bash, coreutils and flock (util-linux): without flock it refuses to run, since two deploys at
# once could each prune what the other just added. DEPLOY_NOW (seconds since 1970) stands for the
# clock, for tests.
set -euo pipefail
shopt -s nullglob
HERE=$(dirname "$(realpath "${BASH_SOURCE[0]}")")
# shellcheck source=deploy/deploy-nginx.sh
. "$HERE/deploy-nginx.sh"
# shellcheck source=deploy/deploy-servers.sh
. "$HERE/deploy-servers.sh"

KEEP_DAYS=7
WITH_SERVER=1
PRUNE_ONLY=0

die() {
  echo "deploy: $*" >&2
  exit 1
}

# The usage at the top of this file: on stdout for --help, else on stderr with status 2.
usage() {
  if [ "${1:-}" = help ]; then
    sed -n '2,6p' "$0" | sed 's/^# \{0,1\}//'
    exit 0
  fi
  sed -n '2,6p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
}

while [ $# -gt 0 ]; do
  case "$1" in
    --keep-days)
      [ $# -ge 2 ] && [[ "$2" =~ ^[0-9]+$ ]] || die "--keep-days needs a whole number of days"
      KEEP_DAYS=$2
      shift 2
      ;;
    --no-server) WITH_SERVER=0; shift ;;
    --prune-only) PRUNE_ONLY=1; shift ;;
    -h | --help) usage help ;;
    --*) die "unknown option $1" ;;
    *) break ;;
  esac
done

if [ "$PRUNE_ONLY" = 1 ]; then
  [ $# -eq 1 ] || usage
  BUILD=''
  SITE_ARG=$1
else
  [ $# -eq 2 ] || usage
  BUILD=$(realpath -e "$1") || die "no build at $1"
  SITE_ARG=$2
  [ -f "$BUILD/app.html" ] && [ -f "$BUILD/sw.js" ] && [ -d "$BUILD/assets" ] ||
    die "$BUILD is not a build (no app.html, sw.js and assets/): run npm run build"
fi

SITE=$(realpath -m "$SITE_ARG")
[ "$SITE" != / ] && [ -n "$(basename "$SITE")" ] || die "refusing to deploy into $SITE"
if [ -n "$BUILD" ]; then
  case "$SITE/" in "$BUILD"/*) die "SITE_DIR must not be the build folder or inside it" ;; esac
  case "$BUILD/" in "$SITE"/*) die "the build folder must not be inside SITE_DIR" ;; esac
fi
STATE="$SITE.deploys"
RECORDS="$STATE/builds"
NOW=${DEPLOY_NOW:-$(date +%s)}
[[ "$NOW" =~ ^[0-9]+$ ]] || die "DEPLOY_NOW must be seconds since 1970"

SERVER_BUILD="$BUILD-server"
SERVER_SITE="$SITE-server"
if [ -n "$BUILD" ] && [ "$WITH_SERVER" = 1 ] && [ -d "$SERVER_BUILD" ]; then
  [ "$(basename "$BUILD")" = "$(basename "$SITE")" ] ||
    die "the server finds its site beside it by the build's folder name: name SITE_DIR $(basename "$BUILD"), or pass --no-server"
  [ -f "$SERVER_BUILD/server.js" ] || die "$SERVER_BUILD has no server.js"
else
  WITH_SERVER=0
fi

command -v flock >/dev/null || die "flock (util-linux) is missing: refusing to deploy without a lock"
mkdir -p "$SITE" "$RECORDS"
# One deploy at a time.
exec 9>"$STATE/lock"
flock -n 9 || die "another deploy into $SITE is under way"

# Records named by an earlier version of this script (time first) are renamed sequence first.
for old in "$RECORDS"/[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]-[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9].*; do
  name=${old##*/}
  mv "$old" "$RECORDS/${name:13:8}-${name:0:12}.${name#*.}"
done

# New files are copied here first, then renamed into place: a reader sees a file whole or not at all.
# (On SITE_DIR's file system, where a rename is atomic: inside it if the state folder is elsewhere.)
STAGE="$STATE/stage"
[ "$(stat -c %d "$STATE")" = "$(stat -c %d "$SITE")" ] || STAGE="$SITE/.deploy-stage"
# Cleaned up however this deploy ends: a signal ends it through exit, so the EXIT trap runs (set before
# anything is made). What a deploy killed outright (SIGKILL) left behind goes now: the lock is ours.
TMP=''
trap 'rm -rf ${TMP:+"$TMP"} "$STAGE"' EXIT
trap 'exit 130' INT TERM HUP
rm -rf "$STATE/stage" "$SITE/.deploy-stage" "$STATE"/tmp.*
TMP=$(mktemp -d "$STATE/tmp.XXXXXX")

# The files under a folder, relative to it, sorted (one per line); .well-known/ is never a build's.
files_in() {
  (cd "$1" && find . \( -path ./.deploy-stage -o -path ./.well-known \) -prune -o -type f -print | sed 's|^\./||' | LC_ALL=C sort)
}

# A new record of files (read from stdin), as deployed at time $1: SEQ-TIME, so records sort in deploy
# order whatever the clock said.
record() {
  local seq=0
  [ -f "$STATE/seq" ] && seq=$(cat "$STATE/seq")
  seq=$((seq + 1))
  echo "$seq" >"$STATE/seq"
  SEQ=$seq
  RECORD="$RECORDS/$(printf '%08d-%012d' "$seq" "$1")"
  LC_ALL=C sort -u >"$RECORD.files"
}

# Removes the copies (.br, .gz) in SITE_DIR of the files listed in $1 that the build has not: nginx
# would send such a copy in place of the file that replaces it.
drop_stale_copies() {
  local file suffix
  while IFS= read -r file; do
    [[ $file == *.br || $file == *.gz ]] && continue
    for suffix in .br .gz; do
      if [ -e "$SITE/$file$suffix" ] && [ ! -e "$BUILD/$file$suffix" ]; then rm -f -- "$SITE/$file$suffix"; fi
    done
  done <"$1"
}

# Renames the staged files listed in $1 into place, one `mv` per folder.
move_in() {
  local -A folders=()
  local file folder list
  while IFS= read -r file; do
    folder=.
    [[ $file == */* ]] && folder=${file%/*}
    folders[$folder]+="$STAGE/$file"$'\n'
  done <"$1"
  for folder in "${!folders[@]}"; do
    mkdir -p "$SITE/$folder"
    mapfile -t list <<<"${folders[$folder]%$'\n'}"
    mv -f -t "$SITE/$folder" -- "${list[@]}"
  done
}

# Of the records given (in deploy order, the last one live), those kept (KEEP) and those not (DROP).
select_kept() {
  local records=("$@") i next horizon=$((NOW - KEEP_DAYS * 86400))
  KEEP=() DROP=()
  for ((i = 0; i < ${#records[@]}; i++)); do
    if [ $((i + 1)) -eq ${#records[@]} ]; then
      KEEP+=("${records[$i]}") # the live build
    else
      # Replaced when the next one was deployed.
      next=${records[$((i + 1))]##*/}
      next=${next#*-}
      next=$((10#${next%%.*}))
      if [ "$next" -gt "$horizon" ]; then KEEP+=("${records[$i]}"); else DROP+=("${records[$i]}"); fi
    fi
  done
}

# write_style_hashes OUT FILE...: the CSP hashes of the inline styles in the files given (those
# present), one line, into OUT.
write_style_hashes() {
  local out=$1 present=() file
  shift
  for file in "$@"; do [ -f "$file" ] && present+=("$file"); done
  [ ${#present[@]} -gt 0 ] || return 0
  cat "${present[@]}" | tr -s ' \n' '\n\n' | { grep . || true; } | LC_ALL=C sort -u | paste -sd ' ' >"$out"
}

# Removes the files of the builds replaced more than KEEP_DAYS ago that no kept build lists, and
# their records. Only recorded files are ever removed.
prune() {
  local records=("$RECORDS"/*.files) keep drop count=0
  [ ${#records[@]} -gt 0 ] || return 0
  select_kept "${records[@]}"
  keep=("${KEEP[@]}")
  drop=("${DROP[@]}")
  if [ ${#drop[@]} -gt 0 ]; then
    cat "${keep[@]}" | LC_ALL=C sort -u >"$TMP/kept"
    cat "${drop[@]}" | LC_ALL=C sort -u | LC_ALL=C comm -23 - "$TMP/kept" >"$TMP/gone"
    count=$(wc -l <"$TMP/gone")
    (cd "$SITE" && xargs -d '\n' -r rm -f -- <"$TMP/gone")
    find "$SITE" -mindepth 1 -type d -empty ! -path "$SITE/.well-known" ! -path "$SITE/.well-known/*" -delete
    rm -f "${drop[@]}" "${drop[@]/%.files/.styles}"
  fi
  # The CSP hashes of the inline styles of every kept build's pages: a page of the previous build (in
  # a cache in front, or from a server not restarted yet) keeps its styles under the new headers.
  write_style_hashes "$STATE/style-hashes.txt" "${keep[@]/%.files/.styles}"
  echo "deploy: ${#keep[@]} build(s) kept; $count file(s) of builds replaced over $KEEP_DAYS day(s) ago removed"
}

if [ "$PRUNE_ONLY" = 1 ]; then
  prune
  exit 0
fi

# Files no deploy recorded (a first deploy with this script, or files copied by hand): a build that
# this deploy replaces.
files_in "$SITE" >"$TMP/present"
cat "$RECORDS"/*.files </dev/null | LC_ALL=C sort -u >"$TMP/recorded"
LC_ALL=C comm -23 "$TMP/present" "$TMP/recorded" >"$TMP/unrecorded"
if [ -s "$TMP/unrecorded" ]; then record "$NOW" <"$TMP/unrecorded"; fi

# Source maps stay with the build (for reading stack traces), never served.
files_in "$BUILD" | grep -v '\.map$' >"$TMP/build" || true

# What goes in, in order: 0. the hashed files that are new (never replaced: a name is its content;
# nor removed here); then the other files, replaced: 1. what the pages use (icons, images), 2. the
# pages, which refer to the hashed files, 3. the manifest, 4. sw.js last, so that a service worker
# that updates finds everything it precaches. A precompressed copy goes with its file.
LC_ALL=C comm -23 "$TMP/build" "$TMP/present" >"$TMP/new"
awk -v dir="$TMP" '
  { file = $0; sub(/\.(br|gz)$/, "", file) }
  file ~ /^assets\// { if (FILENAME ~ /new$/) print > (dir "/0"); next }
  FILENAME ~ /new$/ { next }
  file == "sw.js" { print > (dir "/4"); next }
  file == "manifest.webmanifest" { print > (dir "/3"); next }
  file ~ /\.html$/ { print > (dir "/2"); next }
  { print > (dir "/1") }
' "$TMP/new" "$TMP/build"
for group in 0 1 2 3 4; do touch "$TMP/$group"; done
# The app links (src/lib/appLinks.ts) go with the files the pages use: the only files of .well-known/
# a deploy writes, never recorded, so never pruned.
for link in assetlinks.json apple-app-site-association; do
  if [ -f "$BUILD/.well-known/$link" ]; then echo ".well-known/$link" >>"$TMP/1"; fi
done
mkdir -p "$STAGE"
cat "$TMP"/[0-4] | (cd "$BUILD" && xargs -d '\n' -r cp -p --parents -t "$STAGE" --)

# The inline styles of the builds kept once this one is live, this one's included: nginx must allow
# them before its pages go live.
STYLES="$SERVER_BUILD/templates/style-hashes.txt"
previous_hashes=$(cat "$STATE/style-hashes.txt" 2>/dev/null || true)
seq=$(cat "$STATE/seq" 2>/dev/null || echo 0)
select_kept "$RECORDS"/*.files "$RECORDS/$(printf '%08d-%012d' $((seq + 1)) "$NOW").files"
unset 'KEEP[-1]'
# Into style-hashes.txt only once nginx took them: a refused configuration leaves the file as it was.
write_style_hashes "$TMP/style-hashes.txt" "${KEEP[@]/%.files/.styles}" "$STYLES"
if [ -n "${NGINX_CONF:-}" ]; then update_nginx "$STYLES" "$TMP/style-hashes.txt"; else warn_unless_allowed "$STYLES" "$previous_hashes"; fi
if [ -f "$TMP/style-hashes.txt" ]; then cp "$TMP/style-hashes.txt" "$STATE/style-hashes.txt.next" && mv -f "$STATE/style-hashes.txt.next" "$STATE/style-hashes.txt"; fi

for group in 0 1 2 3 4; do
  drop_stale_copies "$TMP/$group"
  move_in "$TMP/$group"
done
rm -rf "$STAGE"
added=$(wc -l <"$TMP/0")

record "$NOW" <"$TMP/build"
[ -n "$BUILD" ] && [ -f "$STYLES" ] && cp "$STYLES" "$RECORD.styles"
printf '%s\t%s\t%s files, %s new under assets/\n' "$NOW" "$(date -u -d "@$NOW" +%Y-%m-%dT%H:%M:%SZ)" \
  "$(wc -l <"$TMP/build")" "$added" >>"$STATE/log"
echo "deploy: $BUILD -> $SITE ($added new file(s) under assets/)"

# 3. The production server, beside the site: a folder per deploy, and the symlink moved by a rename.
# point LINK TARGET: LINK now names TARGET (a folder beside it), in one rename.
point() {
  ln -sfn "$2" "$1.link"
  mv -T "$1.link" "$1"
}
if [ "$WITH_SERVER" = 1 ]; then
  name=$(basename "$SERVER_SITE")
  rm -rf "$SERVER_SITE.$SEQ"
  cp -Rp "$SERVER_BUILD" "$SERVER_SITE.$SEQ"
  previous=''
  if [ -L "$SERVER_SITE" ]; then
    previous=$(readlink "$SERVER_SITE")
  elif [ -d "$SERVER_SITE" ]; then
    # A folder left by an earlier version of this script: kept as the previous one (this once, the
    # path is missing between two renames).
    rm -rf "$SERVER_SITE.0"
    mv -T "$SERVER_SITE" "$SERVER_SITE.0"
    previous=$name.0
  fi
  point "$SERVER_SITE" "$name.$SEQ"
  link_moved "$name.$SEQ" "$previous"
  # (A folder there, from an earlier version of this script, is the one before the previous.)
  [ -L "$SERVER_SITE.previous" ] || rm -rf "$SERVER_SITE.previous"
  if [ -n "$previous" ]; then point "$SERVER_SITE.previous" "$previous"; fi
  # Any older server folder, unless a process still runs from it (servers not restarted since).
  in_use=$'\n'$(folders_in_use)$'\n'
  for dir in "$SERVER_SITE".[0-9]*; do
    [ "${dir##*/}" = "$name.$SEQ" ] || [ "${dir##*/}" = "$previous" ] && continue
    if [[ $in_use == *$'\n'"${dir##*/}"$'\n'* || $in_use == *$'\n?\n'* ]]; then
      echo "deploy: keeping ${dir##*/}: a server process started from it still runs (or one whose folder cannot be told); restart the servers and the next deploy removes it" >&2
    else
      rm -rf "$dir"
    fi
  done
  echo "deploy: server -> $SERVER_SITE.$SEQ, linked as $SERVER_SITE (restart the servers to serve the new share pages)"
fi

prune
