#!/usr/bin/env bash
# Renders deploy/nginx.conf (or TEMPLATE) for nginx's `http {}` block, to standard output:
#
#   SERVER_DIR=/srv/hatvui/dist-server DIST_ROOT=/srv/hatvui/dist API_UPSTREAM=https://api.hatvui.vn \
#     SERVER_UPSTREAM='127.0.0.1:8080 127.0.0.1:8081' deploy/nginx-conf.sh > /etc/nginx/conf.d/hatvui.conf
#
# The template's placeholders, filled from these variables (the environment; a missing one takes its
# default, a required one without a value is an error):
#
#   LISTEN_PORT      80                  where nginx listens: a port, or address:port
#   DIST_ROOT        (required)          absolute path of the served dist/
#   API_UPSTREAM     (required)          the API's origin, http:// or https:// (no path): /v1/ goes there
#   API_CA_FILE      /etc/ssl/certs/ca-certificates.crt
#                                        the CAs an https API's certificate is verified against
#   API_ORIGIN       (empty)             the API's origin when the app calls it directly (a build with
#                                        API_URL): added to the CSP's connect-src
#   SERVER_UPSTREAM  127.0.0.1:8080      the production servers, one or more host:port separated by spaces
#   CACHE_DIR        /var/cache/nginx/hatvui
#                                        a folder nginx may write: the share pages' cache
#   ACCESS_LOG       /var/log/nginx/hatvui.json.log
#                                        the access log's file
#   PUBLIC_SCHEME    https               the scheme visitors use (TLS ends in front): X-Forwarded-Proto
#   TRUSTED_PROXIES  127.0.0.1 ::1       addresses or CIDR ranges of the proxies in front (a TLS
#                                        terminator, a CDN's ranges), separated by spaces, whose
#                                        REAL_IP_HEADER names the visitor: the address rate limits and
#                                        X-Forwarded-For use. Anyone else's header is ignored.
#   REAL_IP_HEADER   X-Forwarded-For     the header those proxies put the visitor's address in
#   EXEMPT_LOCAL     1                   1: requests from this machine (health checks, benchmarks) are
#                                        exempt from the rate limits; 0: limited like anyone's. A TLS
#                                        terminator on this machine that does not send REAL_IP_HEADER
#                                        makes every visitor local: make it send it, or set 0
#                                        (docs/hardening.md)
#   SERVER_DIR       (required)          the build's dist-server/: the route table's paths come from
#                                        its nginx-routes.env (SHARE_CACHED_PAGES, SHARE_PRIVATE_PAGES:
#                                        the share pages; APP_PAGES: every page, any other path is a 404)
#   STYLE_HASHES_FILE  SERVER_DIR/templates/style-hashes.txt
#                                        STYLE_HASHES: the CSP hashes of the inline styles (deploy.sh
#                                        keeps one for every kept build: SITE_DIR.deploys/style-hashes.txt)
#
# A line holding a list's placeholder (SERVER_UPSTREAM, TRUSTED_PROXIES) is written once per item. Every
# value is checked against what its place accepts (no `;`, braces, quotes or spaces sneak in), files are
# read line by line and never evaluated, and a placeholder this script does not know is an error.
# Comment lines are copied as they are. Plain bash, no other program.
set -euo pipefail
shopt -u patsub_replacement 2>/dev/null || true

die() {
  echo "nginx-conf: $*" >&2
  exit 1
}

[ "${1:-}" = -h ] || [ "${1:-}" = --help ] && {
  while IFS= read -r line; do
    [[ $line == '#!'* ]] && continue
    [[ $line == '#'* ]] || break
    line=${line#\#}
    echo "${line# }"
  done <"$0"
  exit 0
}

TEMPLATE=${1:-"$(dirname "$0")/nginx.conf"}
[ -f "$TEMPLATE" ] || die "no template at $TEMPLATE"

# What each value may be. A path: absolute, no spaces, quotes, `;`, braces or `$`.
PATH_RE='^/[^[:space:]\;{}$"'\''#]*$'
HOST_PORT_RE='^([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\]):[0-9]{1,5}$|^unix:/[^[:space:]\;{}$"'\'']+$'
ORIGIN_RE='^https?://([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:[0-9]{1,5})?$'
ADDRESS_RE='^([0-9.]+|[0-9A-Fa-f:]+)(/[0-9]{1,3})?$|^unix:$'
REGEX_RE='^[][A-Za-z0-9_^$/|()?:+*\\.-]+$'
HASH_RE="^'sha(256|384|512)-[A-Za-z0-9+/]+={0,2}'\$"

declare -A VALUE=() PATTERN=() LIST=()

# scalar NAME DEFAULT PATTERN: a single value from the environment ('' as default: required).
scalar() {
  local name=$1 default=$2 pattern=$3 value
  value=${!name-$default}
  PATTERN[$name]=$pattern
  VALUE[$name]=$value
}
# list NAME DEFAULT ITEM_PATTERN: items separated by spaces.
list() {
  scalar "$@"
  LIST[$1]=1
}

SERVER_DIR=${SERVER_DIR:-}
[ -n "$SERVER_DIR" ] || die "SERVER_DIR (the build's dist-server/) is required"
[ -d "$SERVER_DIR" ] || die "SERVER_DIR: no folder $SERVER_DIR"

scalar LISTEN_PORT 80 '^([0-9.]+:|\[[0-9A-Fa-f:]+\]:)?[0-9]{1,5}$'
scalar DIST_ROOT '' "$PATH_RE"
scalar API_UPSTREAM '' "$ORIGIN_RE"
scalar API_CA_FILE /etc/ssl/certs/ca-certificates.crt "$PATH_RE"
scalar API_ORIGIN '' "^\$|$ORIGIN_RE"
list SERVER_UPSTREAM 127.0.0.1:8080 "$HOST_PORT_RE"
scalar CACHE_DIR /var/cache/nginx/hatvui "$PATH_RE"
scalar ACCESS_LOG /var/log/nginx/hatvui.json.log "$PATH_RE"
scalar PUBLIC_SCHEME https '^https?$'
list TRUSTED_PROXIES '127.0.0.1 ::1' "$ADDRESS_RE"
scalar REAL_IP_HEADER X-Forwarded-For '^[A-Za-z0-9-]+$'
scalar EXEMPT_LOCAL 1 '^[01]$'
for required in DIST_ROOT API_UPSTREAM; do
  [ -n "${VALUE[$required]}" ] || die "$required is required"
done
[ -n "${VALUE[SERVER_UPSTREAM]// /}" ] || die "SERVER_UPSTREAM needs at least one host:port"

# The route table's paths, as the build wrote them: NAME=regex lines.
ROUTES="$SERVER_DIR/nginx-routes.env"
[ -f "$ROUTES" ] || die "no $ROUTES: SERVER_DIR must be a build's dist-server/"
while IFS= read -r line || [ -n "$line" ]; do
  [[ -z $line || $line == '#'* ]] && continue
  [[ $line =~ ^([A-Z_]+)=(.*)$ ]] || die "$ROUTES: not a NAME=regex line: $line"
  [ -z "${PATTERN[${BASH_REMATCH[1]}]+set}" ] || die "$ROUTES: ${BASH_REMATCH[1]} is not the routes file's to set"
  PATTERN[${BASH_REMATCH[1]}]=$REGEX_RE
  VALUE[${BASH_REMATCH[1]}]=${BASH_REMATCH[2]}
done <"$ROUTES"

# The inline styles' CSP hashes: one line of 'sha256-…' sources.
STYLES=${STYLE_HASHES_FILE:-"$SERVER_DIR/templates/style-hashes.txt"}
[ -f "$STYLES" ] || die "no style hashes at $STYLES"
hashes=()
while IFS= read -r line || [ -n "$line" ]; do
  read -r -a words <<<"$line"
  hashes+=("${words[@]}")
done <"$STYLES"
VALUE[STYLE_HASHES]="${hashes[*]}"
PATTERN[STYLE_HASHES]=$HASH_RE
LIST[STYLE_HASHES]=inline

# Every value (each item of a list) against its pattern.
for name in "${!VALUE[@]}"; do
  if [ -n "${LIST[$name]:-}" ]; then
    read -r -a items <<<"${VALUE[$name]}"
    for item in "${items[@]}"; do
      [[ $item =~ ${PATTERN[$name]} ]] || die "$name: '$item' is not what its place in the configuration accepts"
    done
  else
    [[ ${VALUE[$name]} =~ ${PATTERN[$name]} ]] || die "$name: '${VALUE[$name]}' is not what its place in the configuration accepts"
  fi
done

# The template, line by line.
number=0
while IFS= read -r line || [ -n "$line" ]; do
  number=$((number + 1))
  if [[ $line =~ ^[[:space:]]*# || $line != *'${'* ]]; then
    printf '%s\n' "$line"
    continue
  fi
  repeat=''
  rest=$line
  while [[ $rest =~ \$\{([A-Za-z_][A-Za-z0-9_]*)\} ]]; do
    name=${BASH_REMATCH[1]}
    rest=${rest#*"${BASH_REMATCH[0]}"}
    [ -n "${VALUE[$name]+set}" ] || die "$TEMPLATE:$number: no value for \${$name}"
    if [ "${LIST[$name]:-}" = 1 ]; then
      [ -z "$repeat" ] || [ "$repeat" = "$name" ] || die "$TEMPLATE:$number: two lists on one line"
      repeat=$name
    else
      line=${line//"\${$name}"/"${VALUE[$name]}"}
    fi
  done
  if [ -n "$repeat" ]; then
    read -r -a items <<<"${VALUE[$repeat]}"
    for item in "${items[@]}"; do printf '%s\n' "${line//"\${$repeat}"/"$item"}"; done
  else
    printf '%s\n' "$line"
  fi
done <"$TEMPLATE"
