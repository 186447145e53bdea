import * as oidc from "openid-client";
import type { Config } from "../../config.js";
import { HttpError } from "../../lib/http-error.js";

/** What the browser must bring back to the callback; kept in a signed, httpOnly cookie. */
export interface PendingSignIn {
  state: string;
  nonce: string;
  verifier: string;
  redirectUri: string;
}

export interface GoogleIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

/**
 * Google sign-in as an OpenID Connect authorization-code flow with PKCE, state and nonce
 * (openid-client). The issuer's metadata is discovered on first use, so a start without network
 * (or without Google configured) costs nothing.
 */
export class GoogleSignIn {
  private configuration: Promise<oidc.Configuration> | undefined;

  constructor(private readonly config: Config) {}

  get enabled(): boolean {
    return this.config.googleConfigured;
  }

  async start(redirectUri: string): Promise<{ url: string; pending: PendingSignIn }> {
    const configuration = await this.discover();
    const pending: PendingSignIn = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      verifier: oidc.randomPKCECodeVerifier(),
      redirectUri,
    };
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: "openid email profile",
      code_challenge: await oidc.calculatePKCECodeChallenge(pending.verifier),
      code_challenge_method: "S256",
      state: pending.state,
      nonce: pending.nonce,
    });
    return { url: url.href, pending };
  }

  /** Exchanges the code and verifies the ID token (signature, issuer, audience, nonce, expiry). */
  async finish(callbackUrl: URL, pending: PendingSignIn): Promise<GoogleIdentity> {
    const configuration = await this.discover();
    const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: pending.verifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims || typeof claims.email !== "string") throw new HttpError(400, "Google did not share an e-mail address");
    return {
      subject: claims.sub,
      email: claims.email.toLowerCase(),
      emailVerified: claims.email_verified === true,
      name: typeof claims.name === "string" ? claims.name : "",
    };
  }

  private discover(): Promise<oidc.Configuration> {
    if (!this.enabled) return Promise.reject(new HttpError(503, "Google sign-in is not available"));
    const issuer = new URL(this.config.OIDC_ISSUER);
    this.configuration ??= oidc
      .discovery(
        issuer,
        this.config.GOOGLE_CLIENT_ID!,
        this.config.GOOGLE_CLIENT_SECRET!,
        undefined,
        // Plain http is only ever a local test provider; Google itself is https.
        issuer.protocol === "http:" ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        this.configuration = undefined;
        throw error;
      });
    return this.configuration;
  }
}
