# Sourced by deploy/deploy.sh: nginx's configuration re-rendered, tested and reloaded with the inline
# styles' hashes of every kept build, before the new pages go live (they are allowed by hash: pages
# whose styles nginx's CSP does not list are shown unstyled). Set by the operator:
#
#   NGINX_CONF        the file nginx includes (e.g. /etc/nginx/conf.d/hatvui.conf); unset: nginx is
#                     left alone, and a warning says when the new pages' styles are not allowed yet
#   NGINX_CMD         nginx's command, words separated by spaces (default `nginx`): `$NGINX_CMD -t`
#                     tests. (Not `NGINX`: that is nginx's own variable, the sockets it inherits on
#                     an upgrade, and nginx logs "invalid socket number" for any other value. An
#                     old NGINX setting is still read, and never passed on to nginx.)
#   NGINX_RELOAD      the reload command (default `$NGINX_CMD -s reload`)
#   NGINX_CHECK_URL   where the new configuration is checked to be live after the reload, by its CSP
#                     (default http://127.0.0.1:PORT/, PORT from LISTEN_PORT)
#   and deploy/nginx-conf.sh's variables (API_UPSTREAM, SERVER_UPSTREAM, LISTEN_PORT, …), as when it
#   was first rendered; deploy.sh sets SERVER_DIR (the new build's), DIST_ROOT (SITE_DIR) and
#   STYLE_HASHES_FILE (SITE_DIR.deploys/style-hashes.txt) itself.
#
# The file nginx had is kept as NGINX_CONF.previous once the new one is live; on any failure it is put
# back (and nginx reloaded if it had been), NGINX_CONF.previous and the style hashes' file are left as
# they were, and the deploy stops before the pages change.

# words VAR: the words of a command held in a variable, into the array CMD (no evaluation).
words() {
  read -r -a CMD <<<"$1"
  [ ${#CMD[@]} -gt 0 ] || die "an empty command"
}

# The CSP nginx sends at NGINX_CHECK_URL (http://host:port/path), read with bash's /dev/tcp; empty if
# nothing answers.
served_csp() {
  local url=${NGINX_CHECK_URL:-} host port target fd line csp=''
  if [ -z "$url" ]; then
    local listen=${LISTEN_PORT:-80}
    host=127.0.0.1
    port=${listen##*:}
    if [[ $listen == *:* ]]; then host=${listen%:*}; fi
    case $host in '0.0.0.0') host=127.0.0.1 ;; '[::]') host='[::1]' ;; esac
    url="http://$host:$port/"
  fi
  [[ $url =~ ^http://([^/]+):([0-9]+)(/.*)?$ ]] || die "NGINX_CHECK_URL must be http://host:port/path, not $url"
  host=${BASH_REMATCH[1]} port=${BASH_REMATCH[2]} target=${BASH_REMATCH[3]:-/}
  host=${host#[}
  host=${host%]}
  { exec {fd}<>"/dev/tcp/$host/$port"; } 2>/dev/null || return 0
  printf 'HEAD %s HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n' "$target" >&"$fd"
  while IFS= read -r -t 5 line <&"$fd"; do
    line=${line%$'\r'}
    [ -n "$line" ] || break
    [[ ${line,,} == content-security-policy:* ]] && csp=$line
  done
  exec {fd}>&-
  printf '%s' "$csp"
}

# Whether nginx's CSP allows every hash listed in the file $1.
serves_hashes() {
  local csp hash line words
  csp=$(served_csp)
  [ -n "$csp" ] || return 1
  while IFS= read -r line || [ -n "$line" ]; do
    read -r -a words <<<"$line"
    for hash in "${words[@]}"; do
      [[ $csp == *" $hash "* ]] || return 1
    done
  done <"$1"
}

# nginx_restore RELOADED: the configuration nginx had back (reloaded again if the new one had been).
nginx_restore() {
  if [ -f "$NGINX_CONF.before" ]; then mv -f "$NGINX_CONF.before" "$NGINX_CONF"; else rm -f "$NGINX_CONF"; fi
  if [ "$1" = 1 ]; then "${RELOAD[@]}" >&2 || echo "deploy: reloading nginx with the previous configuration failed too" >&2; fi
}

# update_nginx NEW_STYLES HASHES: renders NGINX_CONF from the new build with the style hashes in the
# file HASHES, tests it, reloads nginx and waits (10 s at most) until it sends, five times in a row, a
# CSP allowing every hash in NEW_STYLES; dies, restoring, otherwise.
update_nginx() {
  local new_styles=$1 hashes=$2 output i command=${NGINX_CMD:-${NGINX:-nginx}}
  # nginx's commands never see NGINX (above).
  words "env -u NGINX $command"
  local TEST=("${CMD[@]}" -t)
  words "env -u NGINX ${NGINX_RELOAD:-$command -s reload}"
  local RELOAD=("${CMD[@]}")
  [ -d "$SERVER_BUILD" ] || die "NGINX_CONF is set but the build has no $SERVER_BUILD (its share routes): run npm run build"
  output=$(SERVER_DIR=$SERVER_BUILD DIST_ROOT=$SITE STYLE_HASHES_FILE=$hashes \
    bash "$HERE/nginx-conf.sh" 2>&1 >"$NGINX_CONF.next") || {
    rm -f "$NGINX_CONF.next"
    die "nginx's configuration could not be rendered, nothing deployed: $output"
  }
  if [ -f "$NGINX_CONF" ] && cmp -s "$NGINX_CONF" "$NGINX_CONF.next"; then
    rm -f "$NGINX_CONF.next"
  else
    rm -f "$NGINX_CONF.before"
    [ -f "$NGINX_CONF" ] && cp -p "$NGINX_CONF" "$NGINX_CONF.before"
    mv -f "$NGINX_CONF.next" "$NGINX_CONF"
    output=$("${TEST[@]}" 2>&1) || {
      nginx_restore 0
      die "nginx -t refused the new configuration, nothing deployed (the previous one is back): $output"
    }
    output=$("${RELOAD[@]}" 2>&1) || {
      nginx_restore 1
      die "reloading nginx failed, nothing deployed (the previous configuration is back): $output"
    }
  fi
  # A reload returns before nginx has read its configuration: wait until what it sends allows the new
  # pages. Once the new workers answer, an old one may still take a connection or two until it has run
  # the signal that closes its listening socket (on a busy machine, a while): the new configuration is
  # live once five connections in a row, over half a second, all find it.
  local passes=0
  for ((i = 0; i < 100; i++)); do
    if serves_hashes "$new_styles"; then passes=$((passes + 1)); else passes=0; fi
    if [ "$passes" -ge 5 ]; then
      echo "deploy: nginx reloaded ($NGINX_CONF): its CSP allows the inline styles of every kept build"
      if [ -f "$NGINX_CONF.before" ]; then mv -f "$NGINX_CONF.before" "$NGINX_CONF.previous"; fi
      return 0
    fi
    sleep 0.1
  done
  nginx_restore 1
  die "nginx did not send the new build's style hashes at ${NGINX_CHECK_URL:-the address LISTEN_PORT names} within 10 s, nothing deployed (the previous configuration is back; NGINX_CHECK_URL names where to look)"
}

# warn_unless_allowed NEW_STYLES PREVIOUS_HASHES: without NGINX_CONF, says when the new pages have
# inline styles that the hashes nginx was last given (presumably) do not allow.
warn_unless_allowed() {
  [ -f "$1" ] || return 0
  local hash
  for hash in $(<"$1"); do
    if [[ " $2 " != *" $hash "* ]]; then
      echo "deploy: warning: the new pages have inline styles the previous builds did not: nginx shows them unstyled until its configuration is rendered with $STATE/style-hashes.txt and reloaded (set NGINX_CONF and deploy.sh does it: docs/deploying.md)" >&2
      return 0
    fi
  done
}
