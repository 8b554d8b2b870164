import 'server-only';
import sanitizeHtml from 'sanitize-html';

const SAFE_HREF = /^(?:https?:\/\/|mailto:|tel:|\/(?![/\\])|#)/i;
/** No data:, no relative paths guessed against this site. */
const SAFE_IMAGE_SRC = /^https?:\/\//i;
const NUMBER = /^\d{1,5}$/;

function safeLink(_tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const href = attribs.href ?? '';
  if (!SAFE_HREF.test(href)) return { tagName: 'a', attribs: {} };
  const opensNewTab = attribs.target === '_blank';
  const external = /^https?:/i.test(href);
  return {
    tagName: 'a',
    attribs: {
      href,
      ...(opensNewTab ? { target: '_blank' } : {}),
      // The page opened must not get a handle on this one (nor learn where the visitor came from).
      ...(opensNewTab || external ? { rel: 'noopener noreferrer' } : {}),
    },
  };
}

function safeImage(_tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { src = '', alt = '', width, height } = attribs;
  if (!SAFE_IMAGE_SRC.test(src)) return { tagName: 'img', attribs: {} };
  return {
    tagName: 'img',
    attribs: {
      src,
      alt,
      // The size keeps the image's box reserved while it loads; CSS stretches it to the column.
      ...(width && NUMBER.test(width) ? { width } : {}),
      ...(height && NUMBER.test(height) ? { height } : {}),
      loading: 'lazy',
      decoding: 'async',
    },
  };
}

function dropEmpty(frame: sanitizeHtml.IFrame): boolean | 'excludeTag' {
  if (frame.tag === 'a' && !frame.attribs.href) return 'excludeTag';
  return frame.tag === 'img' && !frame.attribs.src;
}

const linkRules = {
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  exclusiveFilter: dropEmpty,
  // script, style and the like vanish with their content; any other unknown tag leaves its text.
  disallowedTagsMode: 'discard',
} satisfies sanitizeHtml.IOptions;

const POST_OPTIONS: sanitizeHtml.IOptions = {
  ...linkRules,
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'img',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
  },
  allowedSchemesByTag: { img: ['http', 'https'] },
  transformTags: {
    a: safeLink,
    img: safeImage,
    b: 'strong',
    i: 'em',
    // The post's title is the page's only h1; deeper headings fold into the allowed range.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
  },
};

const TEXT_OPTIONS: sanitizeHtml.IOptions = {
  ...linkRules,
  allowedTags: ['p', 'br', 'strong', 'em', 'a', 'ul', 'ol', 'li'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  transformTags: { a: safeLink, b: 'strong', i: 'em' },
};

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, POST_OPTIONS);
}

export function sanitizeTextHtml(html: string): string {
  return sanitizeHtml(html, TEXT_OPTIONS);
}
