// decap-server ships no types: this declares the call scripts/local/cms-backend.mjs makes.
declare module "decap-server/dist/middlewares" {
  /** Adds decap-server's CORS, JSON body and file-system routes (POST /api/v1) to an express app. */
  export function registerLocalFs(app: unknown, options?: { logLevel?: string }): Promise<void>;
}
