#!/bin/sh
# Run by the nginx image's entrypoint before nginx starts: the marketing page links to the app
# at APP_URL, which is known only where the image runs.
set -eu
page="${MARKETING_ROOT:-/usr/share/nginx/marketing}/index.html"
[ -f "$page.template" ] || cp "$page" "$page.template"
escaped=$(printf '%s' "${APP_URL:-http://localhost:8080/}" | sed -e 's/[&|\\]/\\&/g' -e 's/"/\&quot;/g' -e 's/</\&lt;/g')
sed "s|%APP_URL%|$escaped|g" "$page.template" > "$page"
