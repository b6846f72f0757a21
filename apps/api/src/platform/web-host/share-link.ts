import type { NextFunction, Request, Response } from 'express';
import { REFERRAL_COOKIE } from '../events/lead-created.event';

export const SHARE_PATH = /^\/r\/([0-9A-Za-z]{4,32})\/?$/;
const SIXTY_DAYS_SECONDS = 60 * 86_400;

/**
 * A referrer's share link, `/r/{code}`: 302 to the home page (`/?welcome={code}`), remembering the code for 60 days in a first-party
 * cookie that the public forms read (see LeadCreated). The code is not checked here: the referrals listener
 * ignores codes that name nobody, so a made-up link only sets a useless cookie.
 */
export function shareLinks(options: { https: boolean }) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const match = req.method === 'GET' || req.method === 'HEAD' ? SHARE_PATH.exec(req.path) : null;
    if (!match) return next();
    const secure = options.https || req.secure ? '; Secure' : '';
    res.setHeader('Set-Cookie', `${REFERRAL_COOKIE}=${match[1]!.toUpperCase()}; Max-Age=${SIXTY_DAYS_SECONDS}; Path=/; SameSite=Lax${secure}; HttpOnly`);
    res.setHeader('Cache-Control', 'no-store');
    // The cookie is HttpOnly, so the page learns the code from the address: it welcomes the friend by the referrer's
    // first name (GET /api/referrals/codes/{code}) and then drops the parameter.
    res.redirect(302, `/?welcome=${match[1]!.toUpperCase()}`);
  };
}
