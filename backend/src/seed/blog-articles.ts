import { HOMEOWNER_ARTICLES } from './blog-articles-homeowners.ts';
import { MAINTENANCE_ARTICLES } from './blog-articles-maintenance.ts';
import { TRADE_ARTICLES } from './blog-articles-trade.ts';

import type { DemoArticle } from './demo-article.ts';

export type { DemoArticle };

export const DEMO_ARTICLES: DemoArticle[] = [...HOMEOWNER_ARTICLES, ...MAINTENANCE_ARTICLES, ...TRADE_ARTICLES];
