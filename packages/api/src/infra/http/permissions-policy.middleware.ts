import { type NextFunction, type Request, type RequestHandler, type Response } from 'express';

/** Browser features no page of the site uses: denied, so an injected script or frame cannot ask for them. */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
].join(', ');

export function permissionsPolicy(): RequestHandler {
  return (_req: Request, res: Response, next: NextFunction): void => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    next();
  };
}
