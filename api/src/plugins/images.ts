import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { IMAGES_PREFIX, imageUrl } from '../repositories/catalogue-repository';

const IMAGES_DIR = path.resolve(__dirname, '..', '..', 'images');

/** The catalogue's images (api/images/), served by the API itself at /api/images/. */
export async function images(app: FastifyInstance) {
  await app.register(fastifyStatic, {
    root: IMAGES_DIR,
    prefix: IMAGES_PREFIX,
    decorateReply: false,
    index: false,
    maxAge: '1d',
  });
}

export interface Picture {
  /** As an item names it: 'rooms/jungle-room.svg'. */
  path: string;
  imageUrl: string;
}

let pictures: Promise<Picture[]> | undefined;

/**
 * The pictures a catalogue item may show (decision 040): the API's own, one folder per kind of
 * picture. Read once: they change only with a deployment of the API.
 */
export function listPictures(): Promise<Picture[]> {
  pictures ??= (async () => {
    const folders = (await readdir(IMAGES_DIR, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    const files = await Promise.all(
      folders.map(async (folder) => (await readdir(path.join(IMAGES_DIR, folder))).filter((file) => file.endsWith('.svg')).map((file) => `${folder}/${file}`)),
    );
    return files.flat().sort().map((picture) => ({ path: picture, imageUrl: imageUrl(picture) }));
  })();
  return pictures;
}
