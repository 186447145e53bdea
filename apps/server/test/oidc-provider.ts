import { OAuth2Server } from "oauth2-mock-server";

export interface FakeGoogleUser {
  sub: string;
  email: string;
  name: string;
  email_verified?: boolean;
}

/**
 * A real local OpenID Connect provider (oauth2-mock-server): discovery, JWKS, authorize with
 * PKCE and nonce, token endpoint. It approves every request as the user given by `signInAs`.
 */
export async function startOidcProvider() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  await server.start(0, "127.0.0.1");
  let user: FakeGoogleUser = { sub: "google-1", email: "gita.google@example.com", name: "Gita Google", email_verified: true };
  server.service.on("beforeTokenSigning", (token) => {
    Object.assign(token.payload, { email_verified: true, ...user });
  });
  return {
    issuer: server.issuer.url!,
    signInAs(next: FakeGoogleUser) {
      user = { email_verified: true, ...next };
    },
    stop: () => server.stop(),
  };
}
