/** Every cache the worker makes starts with this, so the kill switch and the page find them all. */
export const CACHE_PREFIX = "doc-";
/** The app shell of one build: its index.html and the files it references. */
export const shellCacheName = (version: string) => `${CACHE_PREFIX}shell-${version}`;
/**
 * Hashed files stored as pages use them, across versions: a file's name changes with its
 * content, so one unchanged by an update stays valid.
 */
export const ASSETS_CACHE = `${CACHE_PREFIX}assets-1`;
/** Kept across versions: the saved answers are what the visitor reads offline after an update. */
export const API_CACHE = `${CACHE_PREFIX}api-1`;
export const FILES_CACHE = `${CACHE_PREFIX}files-1`;
/**
 * The meta tag the build writes into index.html when the worker is on, naming its script
 * (scripts/build-service-worker.ts); lib/offline-register.ts registers what it names.
 */
export const WORKER_META = "dine-on-campus-sw";
/** The worker's script: at the site root, so its scope is the whole site; never hashed. */
export const SERVICE_WORKER_FILE = "sw.js";
