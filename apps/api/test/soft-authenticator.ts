import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software WebAuthn authenticator for API tests (ADR 032): a real ES256 key pair from node's
 * crypto, a 'none' attestation with CBOR-encoded authenticator data, and assertions signed the way
 * a security key or a phone signs them. Only the test writes these bytes; the server checks them
 * with @simplewebauthn/server as it checks a browser's.
 */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const uint32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

type Options = { challenge: string; user?: { id: string } };
type Use = {
  /** A PIN or fingerprint was checked (default true). */
  userVerified?: boolean;
  /** The signature counter to report; by default one more than the last one. */
  counter?: number;
  /** Another origin than the site's (a phishing page). */
  origin?: string;
};

export function createSoftAuthenticator(rp: { id: string; origin: string }) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  let counter = 0;
  let userHandle: string | undefined;

  // The COSE key: kty EC2, alg ES256, crv P-256, x, y.
  const coseKey = new Map<number, number | Uint8Array>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, Uint8Array.from(Buffer.from(jwk.x!, 'base64url'))],
    [-3, Uint8Array.from(Buffer.from(jwk.y!, 'base64url'))],
  ]);

  const flags = (use: Use) => (use.userVerified === false ? UP : UP | UV);
  const clientData = (type: string, challenge: string, use: Use) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: use.origin ?? rp.origin, crossOrigin: false }));
  const nextCounter = (use: Use) => {
    counter = use.counter ?? counter + 1;
    return counter;
  };

  return {
    credentialId: b64url(credentialId),
    get counter() {
      return counter;
    },

    /** The browser's answer to registration options (`startRegistration()`'s JSON). */
    register(options: Options, use: Use = {}) {
      userHandle = options.user?.id;
      const authData = Buffer.concat([
        sha256(rp.id),
        Buffer.from([flags(use) | AT]),
        uint32(counter),
        Buffer.alloc(16), // AAGUID: none
        Buffer.from([credentialId.length >> 8, credentialId.length & 255]),
        credentialId,
        Buffer.from(isoCBOR.encode(coseKey)),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Uint8Array | Map<string, string>>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', Uint8Array.from(authData)],
        ]),
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, use)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },

    /** The browser's answer to sign-in options (`startAuthentication()`'s JSON), signed with the key. */
    assert(options: Options, use: Use = {}) {
      const authData = Buffer.concat([sha256(rp.id), Buffer.from([flags(use)]), uint32(nextCounter(use))]);
      const clientDataJSON = clientData('webauthn.get', options.challenge, use);
      const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), privateKey);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          ...(userHandle ? { userHandle } : {}),
        },
        clientExtensionResults: {},
      };
    },
  };
}

export type SoftAuthenticator = ReturnType<typeof createSoftAuthenticator>;
