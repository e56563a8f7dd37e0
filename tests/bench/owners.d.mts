export function chunkOwners(build: string, route: string): (chunk: string) => string;
