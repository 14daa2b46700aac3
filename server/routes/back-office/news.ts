/**
 * The back office's « Actualités » (docs/back-office/news.md): the content sections' routes with
 * this section's endpoints (src/contract/back-office/news.ts) and store.
 */
import {
  boCreateNews,
  boDeleteNews,
  boDeleteNewsImage,
  boNews,
  boNewsList,
  boUpdateNews,
  boUploadNewsImage,
} from '../../../src/contract/back-office/news.js';
import { newsStore } from '../../services/back-office/news.js';
import { contentSectionRoutes } from './content-section.js';

export default contentSectionRoutes(
  {
    list: boNewsList,
    item: boNews,
    create: boCreateNews,
    update: boUpdateNews,
    remove: boDeleteNews,
    uploadPicture: boUploadNewsImage,
    removePicture: boDeleteNewsImage,
  },
  newsStore,
);
