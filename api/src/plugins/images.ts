import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { IMAGES_PREFIX } from '../repositories/catalogue-repository';

/** The catalogue's images (api/images/), served by the API itself at /api/images/. */
export async function images(app: FastifyInstance) {
  await app.register(fastifyStatic, {
    root: path.resolve(__dirname, '..', '..', 'images'),
    prefix: IMAGES_PREFIX,
    decorateReply: false,
    index: false,
    maxAge: '1d',
  });
}
