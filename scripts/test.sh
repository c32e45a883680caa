#!/usr/bin/env bash
# `npm test`: every check and test. Installs what the tests need when missing (Debian's chromium,
# ffmpeg, nginx and postgresql), starts a throwaway PostgreSQL unless TEST_DATABASE_URL is set, and stops it afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
# The hero video is re-encoded by ffmpeg (ADR 0033); its tests run the real programs.
{ command -v ffmpeg && command -v ffprobe; } >/dev/null 2>&1 || missing+=(ffmpeg)
# The cluster test runs the instances behind Debian's nginx (docs/testing.md).
{ command -v nginx || [ -x /usr/sbin/nginx ]; } >/dev/null 2>&1 || missing+=(nginx)
if [ -z "${TEST_DATABASE_URL:-}" ] && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
	missing+=(postgresql)
fi
if [ ${#missing[@]} -gt 0 ]; then
	echo "Installing Debian packages: ${missing[*]}"
	as_root apt-get update -qq
	as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if [ ! -d node_modules ]; then npm ci --no-audit --no-fund; fi
# The message catalogs, compiled once before the checks below read them side by side (ADR 0059).
node scripts/i18n-compile.mjs

if [ -z "${TEST_DATABASE_URL:-}" ]; then
	pg_bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
	pg_dir=$(mktemp -d /tmp/summit-pg.XXXXXX)
	pg_port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
	run_pg() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
	[ "$(id -u)" -eq 0 ] && chown postgres "$pg_dir"
	chmod 755 "$pg_dir"
	stop_pg() {
		run_pg "$pg_bin/pg_ctl" -D "$pg_dir/data" -m immediate stop >/dev/null 2>&1 || true
		rm -rf "$pg_dir"
	}
	trap stop_pg EXIT
	run_pg "$pg_bin/initdb" -D "$pg_dir/data" -U summit -A trust -E UTF8 --locale=C.UTF-8 --no-sync >/dev/null
	run_pg "$pg_bin/pg_ctl" -D "$pg_dir/data" -l "$pg_dir/server.log" -w -o \
		"-p $pg_port -k $pg_dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
		start >/dev/null
	export TEST_DATABASE_URL="postgres://summit@127.0.0.1:$pg_port/postgres"
	echo "Throwaway PostgreSQL on port $pg_port"
fi

# The type check, lint and build share nothing and each mostly keeps one core busy: run them side by
# side (about 34 s instead of 52 s on two cores), printing each one's output when it is done. Not
# beside Vitest: measured, that made the two together slower (105 s against 34 s + 52 s).
checks_dir=$(mktemp -d /tmp/summit-checks.XXXXXX)
declare -A check_pids
for check in typecheck lint build; do
	npm run -s "$check" >"$checks_dir/$check.log" 2>&1 &
	check_pids[$check]=$!
done
failed=()
for check in typecheck lint build; do
	if wait "${check_pids[$check]}"; then status=passed; else status=FAILED; failed+=("$check"); fi
	echo "── npm run $check: $status"
	cat "$checks_dir/$check.log"
done
rm -rf "$checks_dir"
if [ ${#failed[@]} -gt 0 ]; then
	echo "Failed: ${failed[*]}" >&2
	exit 1
fi

# The build on Node 22 and 24 from the npm registry: start, home page, a registration, its mail (ADR 0067).
npm run -s test:node-versions
npx vitest run
npm run -s test:cluster
npx playwright test
