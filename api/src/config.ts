// Everything the API reads from its environment, in one place.
export interface ApiConfig {
  host: string;
  port: number;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  return {
    host: env.HOST ?? '127.0.0.1',
    port: Number(env.PORT ?? 4000),
  };
}
