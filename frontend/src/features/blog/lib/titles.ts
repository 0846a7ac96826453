import { PRODUCT_NAME } from '@tradeguild/contracts';

export const BLOG_TITLE = `${PRODUCT_NAME} Blog`;
export const articleTitle = (title: string) => `${title} | ${BLOG_TITLE}`;
