// Every test file starts with the functions' logger silent: handlers log each request, and
// hundreds of JSON lines would bury the test report. A test that asserts on log lines captures
// them and raises the level while it does (captured-logs.ts); `LOG_LEVEL=DEBUG npx vitest …`
// shows everything again when chasing a failure. Set before any test imports the logger.
process.env.LOG_LEVEL ??= "SILENT";
