export function sourceFingerprint(): string;
export function isBuildFresh(): boolean;
export function buildIfNeeded(): void;
