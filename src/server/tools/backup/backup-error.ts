// A backup or restore that cannot go on; the CLIs print its message and exit 1 (no stack trace).
export class BackupError extends Error {}
