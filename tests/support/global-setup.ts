// Placeholder replaced by the local-stack global setup (DynamoDB Local, app server, Chromium).
export default async function setup(): Promise<void> {}
