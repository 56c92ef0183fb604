import { operationHandlers, requireBaseUrl, type ServiceHandlers } from '../../../shared/service/handlers.ts';
import type { IdTokenSignIn } from './id-token-sign-in.ts';
import type { MagicLinks } from './magic-links.ts';
import type { ProviderDirectory } from './provider-directory.ts';
import type { SocialSignIn } from './social-sign-in.ts';

export interface SignInServices {
  magicLinks: MagicLinks;
  providers: ProviderDirectory;
  social: SocialSignIn;
  idTokens: IdTokenSignIn;
}

export function signInHandlers({ magicLinks, providers, social, idTokens }: SignInServices): ServiceHandlers {
  return operationHandlers({
    async requestMagicLink(input) {
      const { body, clientAddress } = input;
      return {
        status: 202,
        result: await magicLinks.request(body.email, body.redirectUrl, clientAddress, requireBaseUrl(input)),
      };
    },
    async verifyMagicLink({ body }) {
      return { result: await magicLinks.verify(body.token) };
    },
    async listSocialProviders() {
      return { result: providers.list().map(({ id, name }) => ({ id, name })) };
    },
    async getSocialAuthorizeUrl({ params, query }) {
      return { result: await social.authorizeUrl(params.provider, query.redirectUri) };
    },
    async loginWithSocialProvider({ params, body }) {
      return { result: await social.login(params.provider, body) };
    },
    async loginWithIdentityProvider({ body }) {
      return { result: await idTokens.signInWithIssuedToken(body.idToken, body.nonce) };
    },
  });
}
