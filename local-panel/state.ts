// Everything the routes read and write, built once at start.

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TokenStore } from './auth';
import type { ControlState } from './control';
import type { Post } from './content/posts';
import type { Slide, StaffMember, WebsiteImage, WebsiteText } from './content/site';
import type { Catalogue } from './content/talents';
import type { PreparedJson } from './http';
import type { MediaPool } from './media/pool';
import type { SubmissionStore } from './submissions';

export interface PanelState {
  /** Public origin used in absolute URLs (zip links, images inside post HTML). */
  publicUrl: string;
  storageDir: string;
  pool: MediaPool;
  catalogue: Catalogue;
  posts: Post[];
  slides: Record<string, Slide[]>;
  entities: {
    staff: StaffMember[];
    slidesmenu: { id: number; image_mobile: string; image_desktop: string }[];
    blog: BlogEntity[];
  };
  websiteTexts: WebsiteText[];
  websiteImages: WebsiteImage[];
  customizations: { name: string; value: string }[];
  socialMedias: Record<string, { url: string }>;
  attributes: PreparedJson;
  /** Serialised talent-list pages by "perPage:page", so big catalogues are served without re-encoding. */
  talentPages: Map<string, Promise<PreparedJson>>;
  tokens: TokenStore;
  control: ControlState;
  submissions: SubmissionStore;
}

/** One line of the menu's blog ticker. */
export interface BlogEntity {
  id: number;
  post_id: number;
  title: string;
  slug: string;
  language: string;
}

export interface RouteContext {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** Captured groups of the route pattern, URL-decoded. */
  params: string[];
  state: PanelState;
}

export interface Route {
  method: 'GET' | 'POST';
  /** Matched against the path after the base prefix, e.g. "/api/talents". */
  pattern: RegExp;
  /** Sign-in routes need no token. */
  public?: boolean;
  handle(context: RouteContext): Promise<void>;
}
