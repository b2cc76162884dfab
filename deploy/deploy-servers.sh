# Sourced by deploy/deploy.sh: which server folders (SITE_DIR-server.N) running processes started
# from, so that a deploy never removes one under a server that was not restarted (it would lose its
# templates and the share cards' fonts, which it reads as it needs them).
#
# A process counts when an argument of its command line (/proc/PID/cmdline, readable whoever runs it)
# is a server.js in SITE_DIR-server.N, or in SITE_DIR-server, the symlink each deploy moves: Node
# resolves that link once, when it starts, so such a process runs from the folder the link named at its
# start time (/proc/PID/stat). SITE_DIR.deploys/server-links records when the link moved where; near a
# move (2 s either side, the clock's precision) both folders count. A relative path is read from the
# process's working directory; when that cannot be read (another user's process), every folder counts.

# link_moved FOLDER: notes that the link now names FOLDER (the first time, also what it named before).
link_moved() {
  local history="$STATE/server-links" now=${EPOCHREALTIME/[.,]/}
  if [ ! -f "$history" ] && [ -n "${2:-}" ]; then echo "0 $2" >"$history"; fi
  echo "$((now / 10000)) $1" >>"$history"
  # The recent moves are enough: older folders are gone.
  tail -n 100 "$history" >"$history.tmp" && mv -f "$history.tmp" "$history"
}

# folders_at CENTISECONDS: the folders the link named within 2 s of that time ("?" if unknown).
folders_at() {
  local history="$STATE/server-links"
  [ -f "$history" ] || { echo '?'; return; }
  awk -v t="$1" -v margin=200 '
    { time[NR] = $1; folder[NR] = $2 }
    END {
      if (NR == 0 || t < time[1] - margin) { print "?"; exit }
      for (i = 1; i <= NR; i++) {
        until_ = (i < NR) ? time[i + 1] : t + margin + 1
        if (time[i] <= t + margin && until_ >= t - margin) print folder[i]
      }
    }' "$history"
}

# folders_in_use: the names of the server folders running processes started from, one per line; "?"
# when a process's folder cannot be told.
folders_in_use() {
  local parent name proc args arg folder cwd stat fields boot ticks start
  parent=$(realpath -m "$(dirname "$SERVER_SITE")")
  name=$(basename "$SERVER_SITE")
  boot=$(awk '/^btime/ { print $2 }' /proc/stat)
  ticks=$(getconf CLK_TCK)
  for proc in /proc/[0-9]*; do
    [ "${proc#/proc/}" != $$ ] || continue
    mapfile -d '' -t args 2>/dev/null <"$proc/cmdline" || continue
    for arg in "${args[@]:1}"; do
      [[ $arg == *server.js ]] || continue
      if [[ $arg != /* ]]; then
        cwd=$(readlink "$proc/cwd" 2>/dev/null) || { echo '?'; continue; }
        arg=$cwd/$arg
      fi
      folder=$(dirname "$arg")
      [ "$(realpath -m "$(dirname "$folder")")" = "$parent" ] || continue
      case ${folder##*/} in
        "$name")
          stat=$(cat "$proc/stat" 2>/dev/null) || continue
          read -r -a fields <<<"${stat##*) }"
          start=$((boot * 100 + fields[19] * 100 / ticks))
          folders_at "$start"
          ;;
        "$name".[0-9]*) echo "${folder##*/}" ;;
        "$name".*) echo '?' ;;
      esac
    done
  done | LC_ALL=C sort -u
}
