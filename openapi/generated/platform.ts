// Generated from openapi/platform.yaml by openapi-typescript: do not edit.
// Regenerate with `pnpm --filter @scr/fake-platform gen:api`.
export interface paths {
    "/authentication": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Wallet sign-in, two steps
         * @description Step 1 `{strategy, orgUserId?}` (no token) answers a single-use challenge valid 2 minutes; with orgUserId it is bound to that user (and the refusals below come at once), without it (our choice: the portal asks before the user's wallet is unlocked) it binds to the user of step 2. Step 2 sends the wallet token as bearer and the wallet's Ed25519 signature of the challenge; the signature is verified against the user's pkeySign. Where the organization uses 2FA by email, step 2 answers `twoFactorAuthRequired` with a token that only the two-factor calls accept; it mails no code: the client asks for one with GET /two-factor/auth/email. Refusals: 403 not activated, 402 subscription expired, 401 bad signature.
         */
        post: operations["authenticate"];
        /**
         * Logout, ending the platform session on the server
         * @description Ends the session of the bearer token, an access token or the two-factor token of a sign-in still waiting for its code. From then on every call with a token of that session is refused with 401, before the token expires. The platform also revokes every session of a user who is deleted or deactivated or whose password is reset. No standing check: a deactivated user or an expired subscription may still log out.
         */
        delete: operations["signOut"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/two-factor/auth/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** (Re)send the 6-digit code by email (needs the two-factor token) */
        get: operations["sendTwoFactorCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/two-factor/auth/email/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check the mailed code; answers the access token (needs the two-factor token) */
        post: operations["validateTwoFactorCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search organizations (paged)
         * @description Any signed-in user. The caller's own organization comes in full; others in their public fields, plus what the connect dialog needs to offer them (their walletUrl, whose status it checks, and whether a subscription is active: an ended one deactivates the account). `name[$ilike]=%text%` matches case-insensitively; `userId` lists the caller's own organizations; `includeAdmin=true` adds adminUsers to the caller's own organization.
         */
        get: operations["findOrganizations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{id}": {
        parameters: {
            query?: never;
            header: {
                /** @description The organization-user id the access token names. */
                Id: components["parameters"]["Id"];
            };
            path: {
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        /** One organization with organization_meta (own) or its public fields (other) */
        get: operations["getOrganization"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Save the profile (org_mgr of this organization; VAT cannot change)
         * @description Only the fields sent change. With `If-Match` naming the version the client read (the ETag of the GET), a save over another change made meanwhile is refused with 412 and changes nothing.
         */
        patch: operations["patchOrganization"];
        trace?: never;
    };
    "/organizations/{organizationId}/cpoint": {
        parameters: {
            query?: never;
            header: {
                /** @description The organization-user id the access token names. */
                Id: components["parameters"]["Id"];
            };
            path: {
                organizationId: number;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Store the identity provider's code as organization meta cpoint_code (org_mgr) */
        patch: operations["linkCpoint"];
        trace?: never;
    };
    "/organizations/{organizationId}/portbase": {
        parameters: {
            query?: never;
            header: {
                /** @description The organization-user id the access token names. */
                Id: components["parameters"]["Id"];
            };
            path: {
                organizationId: number;
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Connect (or re-connect) Portbase in one call (org_mgr)
         * @description Sets the organization's Portbase link as one change: meta manual 'true' and, for an inland operator, meta ean (a GS1 EAN-13); `ean: null` removes a stored EAN. send_all (autosend) is left alone. One call is one audit entry: `integration.connect` when the organization was not connected (no ean and no manual meta), `integration.change` otherwise.
         */
        put: operations["connectPortbase"];
        post?: never;
        /** Remove the Portbase link (meta ean, manual and send_all) in one call (org_mgr) */
        delete: operations["disconnectPortbase"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organization-meta": {
        parameters: {
            query?: never;
            header: {
                /** @description The organization-user id the access token names. */
                Id: components["parameters"]["Id"];
            };
            path?: never;
            cookie?: never;
        };
        /** Meta values of the own organization (org_mgr) */
        get: operations["findOrganizationMeta"];
        put?: never;
        /** Set one meta value (upsert by organizationId, metaSource, metaName; org_mgr) */
        post: operations["createOrganizationMeta"];
        /** Remove the values matching the filters (lists as $in; org_mgr) */
        delete: operations["removeOrganizationMeta"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organization-users": {
        parameters: {
            query?: never;
            header: {
                /** @description The organization-user id the access token names. */
                Id: components["parameters"]["Id"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The users of the caller's organization (paged, sorted on the server; org_mgr or usr_mgr)
         * @description Another organizationId is a 403. Sort admins first with `$sort[isAdmin]=-1&$sort[lastName]=1&$sort[firstName]=1&$sort[id]=1` (the id makes the order total); search with `$or[0][firstName][$ilike]=%text%&$or[1][lastName][$ilike]=...&$or[2][email][$ilike]=...`.
         */
        get: operations["findOrganizationUsers"];
        put?: never;
        /**
         * Add a user; mails an add-user link (org_mgr, or usr_mgr without admin roles)
         * @description An email already in the organization is a 409 'This emailaddress was already registered' with data.reason notActivated, deletedActivated or exists. A new admin is stored with the signing key (pkeySign) of an existing admin of the organization that has one (active first, then the lowest id); the client never sends a key (docs/adr/0005-signing-key-copied-by-platform.md).
         */
        post: operations["createOrganizationUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organization-users/{id}": {
        parameters: {
            query?: never;
            header: {
                /** @description The organization-user id the access token names. */
                Id: components["parameters"]["Id"];
            };
            path: {
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        /** One user of the caller's organization (anyone may read themselves) */
        get: operations["getOrganizationUser"];
        put?: never;
        post?: never;
        /** Delete (soft) a user; never the only active admin */
        delete: operations["removeOrganizationUser"];
        options?: never;
        head?: never;
        /**
         * Edit, resend the add-user mail (resendMail) or reactivate (reactivate)
         * @description A usr_mgr cannot edit admins nor grant admin roles; a user who never set a password cannot be activated; the only active admin keeps the role. A user without a signing key who becomes an admin gets the key of an existing admin that has one; a user with a key of their own keeps it. Only the fields sent change; with `If-Match`, a save over another change made meanwhile is refused with 412 and changes nothing.
         */
        patch: operations["patchOrganizationUser"];
        trace?: never;
    };
    "/invitations": {
        parameters: {
            query?: never;
            header: {
                /** @description The organization-user id the access token names. */
                Id: components["parameters"]["Id"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Invitations sent by the caller's organization (org_mgr or cnx_mgr)
         * @description An array (not a page). `$sort[status]` sorts by the status order value (pending 1, accepted 2, completed 3, declined 4, cancelled 5, expired 6; product-reference §9), not alphabetically.
         */
        get: operations["findInvitations"];
        put?: never;
        /**
         * Invite an organization to onboard; mails a link valid 14 days
         * @description No duplicates: a VAT or company email (compared without case, VAT without spaces and dots) that matches a pending, unexpired invitation of the caller's organization is a 409 with data.reason pendingInvitation and data.invitationId (send that one again); one that matches the other side of an open or active connection is a 409 with data.reason openConnection and data.reference. Nothing is created or mailed.
         */
        post: operations["createInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations/{id}": {
        parameters: {
            query?: never;
            header: {
                /** @description The organization-user id the access token names. */
                Id: components["parameters"]["Id"];
            };
            path: {
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        /** One invitation of the caller's organization */
        get: operations["getInvitation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Cancel (pending and unanswered) or re-send (status pending; pending unanswered, cancelled or expired) */
        patch: operations["patchInvitation"];
        trace?: never;
    };
    "/connections": {
        parameters: {
            query?: never;
            header: {
                /** @description The organization-user id the access token names. */
                Id: components["parameters"]["Id"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Connections the caller's organization is part of, one page at a time (org_mgr or cnx_mgr)
         * @description The call is the spec's; the answer is our choice: a Feathers page `{ total, limit, skip, data }` (the spec does not show it), so a client can page a tab on the server. Without `$limit` the page holds every match (up to 100000); `$limit=0` answers only `total` (with empty `data`), which is how a tab is counted. Always limited to the caller's organization: whatever the query says is ANDed with "A or B is the caller's organization", so naming another organization's id finds nothing of theirs. Entries lacking either organization are dropped before counting (product-reference §7), so `total` counts exactly what `data` pages over. Filter per side with `$or` groups, e.g. the To do tab `$or[0][status]=pending&$or[0][organizationIdB]=X`, or `$or[0][organizationIdA]=X&$or[1][organizationIdB]=X` for all. `$sort[status]` sorts by the status order value (pending 1, accepted 2, confirmed 3, finalized 4, declined 5, cancelled 6), not alphabetically; add `$sort[createdAt]=-1&$sort[reference]=1` for a total order. `name`, `vat`, `email` and `city` are the other party's (the organization that is not the caller's), to search (`$ilike`) and sort by as if the connection held them; `$and` groups a tab's `$or` with a search's `$or`.
         */
        get: operations["findConnections"];
        put?: never;
        /** Send a connection request (the caller's organization is A, the requester) */
        post: operations["createConnection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connections/{reference}": {
        parameters: {
            query?: never;
            header: {
                /** @description The organization-user id the access token names. */
                Id: components["parameters"]["Id"];
            };
            path: {
                reference: components["parameters"]["Reference"];
            };
            cookie?: never;
        };
        /**
         * One connection by reference
         * @description Path designed here (the spec does not show it). includeadmin (or includeAdmin) is accepted and ignored.
         */
        get: operations["getConnection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Move the handshake on
         * @description pending → accepted (B) → confirmed (A) → finalized (B, clears both encrypted blobs); B declines, A cancels a pending request. A connection cancelled meanwhile → 409 'Connection request was cancelled meanwhile by {org}. It will be removed from your overview'; any other disallowed target → 400 'Invalid status {x} for updating connection'; the wrong side → 403. Of two concurrent updates exactly one wins.
         */
        patch: operations["patchConnection"];
        trace?: never;
    };
    "/connections/{reference}/public-key": {
        parameters: {
            query?: never;
            header: {
                /** @description The organization-user id the access token names. */
                Id: components["parameters"]["Id"];
            };
            path: {
                reference: components["parameters"]["Reference"];
            };
            cookie?: never;
        };
        /**
         * The inviter's public key of a connection (either side)
         * @description Designed here; the spec only says a call yields the inviter's public key.
         */
        get: operations["getInviterPublicKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connections/{reference}/fingerprint-verification": {
        parameters: {
            query?: never;
            header: {
                /** @description The organization-user id the access token names. */
                Id: components["parameters"]["Id"];
            };
            path: {
                reference: components["parameters"]["Reference"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Records in the caller's audit trail that an admin verified the connection's key fingerprint
         * @description The mark itself stays in the caller's wallet, which pins the peer key; the platform learns neither the keys nor the fingerprint, and stores nothing but the audit entry, in the caller's organization's log only (the other side verifies, or not, on its own). From step 2 on (accepted, confirmed, finalized), when both keys exist; a cnx_mgr of either side.
         */
        post: operations["recordFingerprintVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/eulas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** EULAs; the newest with $limit=1&$sort[createdAt]=-1 (any signed-in user) */
        get: operations["findEulas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/eulas-users": {
        parameters: {
            query?: never;
            header: {
                /** @description The organization-user id the access token names. */
                Id: components["parameters"]["Id"];
            };
            path?: never;
            cookie?: never;
        };
        /** The caller's own EULA acceptances */
        get: operations["findEulaAcceptances"];
        put?: never;
        /** Accept a EULA for oneself */
        post: operations["acceptEula"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a password-reset link valid 24 hours (public; provider-hosted wallets only) */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/password-reset-grants": {
        parameters: {
            query?: never;
            header: {
                /** @description The organization-user id the access token names. */
                Id: components["parameters"]["Id"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The platform's signed word for an admin password reset in the wallets (product-reference §2.5, §6)
         * @description The caller must be, in each item's organization, an active admin (the same person as the caller) whose role may reset that user: org_mgr anyone, usr_mgr users without an admin role and themselves. The answer is an Ed25519-signed grant, valid 60 seconds, bound to the caller, the items and the password hash; the wallets refuse a reset without it (403). A refusal is an audit entry in each organization concerned; the wallets report the reset itself.
         */
        post: operations["createPasswordResetGrant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/person-links": {
        parameters: {
            query?: never;
            header: {
                /** @description The organization-user id the access token names. */
                Id: components["parameters"]["Id"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Join two memberships of one email into one person, by proof of both
         * @description The caller, signed in to one membership, proves another membership with the same email by its wallet's signature of a challenge bound to it (POST /authentication step 1 with its orgUserId). Both then share the caller's person: the organization switch and the password reset chooser list them together. An email alone never joins memberships. Errors: 400 invalid or expired challenge; 403 another email, an inactive membership or a signature that does not verify.
         */
        post: operations["createPersonLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pwreset": {
        parameters: {
            query: {
                /** @description The link token from the mail; without it the 400 says 'Missing password reset code'. */
                jwt: components["parameters"]["ResetJwt"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a reset link (visitedAt stays null until the link sets a password)
         * @description Errors: 400 Missing password reset code, 404 Could not find password reset request, 410 Password reset link has already been used / has expired.
         */
        get: operations["readPasswordReset"];
        put?: never;
        /**
         * Set the new wallet password (sha256 hex of it); the link is then used
         * @description Same errors as the GET. The cloud wallet re-seals the user's key under the new password.
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/find-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organizations of an email (public, for the login page) or of a user (signed in, for the admin password reset)
         * @description `?email=` answers each organization user of that email with only what the login needs (see FoundUser): isActive/status ('Not activated yet' when inactive), the organization's id, name, status, 2FA policy and wallet; `pr=true` adds canResetPassword. It is rate-limited per address (429). An unknown email is a 404: the login says 'No user found for this email address'. `?id=` needs a session and answers the target's organizations where the caller is an admin.
         */
        get: operations["findUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/onboarding": {
        parameters: {
            query: {
                /** @description The link token from the mail; without it the 400 says 'Missing invitation code'. */
                jwt: components["parameters"]["InvitationJwt"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The invitation of an onboarding link and the organizations the newcomer may connect with
         * @description Marks the invitation accepted. Errors: 400 Missing invitation code, 404 Invitation code not found, 410 expired or cancelled, 409 already onboarded.
         */
        get: operations["readOnboarding"];
        put?: never;
        /**
         * Create the organization, its first admin and a 3-month Premium Free Trial
         * @description Marks the invitation completed, files the inviter's request (its reference and public key) and one request per saved connection. With admin.password the wallet account is created now; without, the admin gets an add-user link by mail.
         */
        post: operations["onboard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/add-user": {
        parameters: {
            query: {
                /** @description The link token from the mail; without it the 400 says 'Missing accept code'. */
                jwt: components["parameters"]["AddUserJwt"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user of an add-user link and a wallet token to create the wallet account
         * @description Errors: 400 Missing accept code / Wallet URL is unknown, 404 unknown link, 409 already active, 410 expired (14 days).
         */
        get: operations["readAddUser"];
        put?: never;
        /**
         * Activate the user after the wallet account exists
         * @description Our choice: the body carries no signing key. The platform registers the key of the wallet account the user created, or, for an admin, the key copied when they became one; a body with pkeySign is refused as invalid (400), as any field the schema does not name.
         */
        post: operations["completeAddUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit-entries": {
        parameters: {
            query?: never;
            header: {
                /** @description The organization-user id the access token names. */
                Id: components["parameters"]["Id"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's organization's audit trail, one page at a time, newest first (org_mgr)
         * @description A Feathers page over the caller's organization's entries only. Default order `$sort[seq]=-1` (newest first). Filter by actor with `$or[0][actorEmail][$ilike]=%anna%&$or[1][actorName][$ilike]=%anna%`, by action with `action[$in][]=user.update`, by target with `targetLabel[$ilike]=%x%` or `targetType`/`targetId`, by date with `at[$gte]=…&at[$lte]=…` (ISO), by `outcome`.
         */
        get: operations["findAuditEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit-verification": {
        parameters: {
            query?: never;
            header: {
                /** @description The organization-user id the access token names. */
                Id: components["parameters"]["Id"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the caller's organization's audit chain is intact (org_mgr)
         * @description Walks the organization's entries in the order they were stored: seq must count 1, 2, 3 …, each prevHash must be the previous entry's hash (64 zeros for the first), each hash the SHA-256 of the entry's other fields in RFC 8785 canonical JSON. `problem` names the first broken entry. The platform also notes each chain's head (count and last hash) outside the stored trail: a chain that falls short of it is broken with kind `missing` (the first missing entry, and how many are missing); another hash at the noted place is kind `hash`.
         */
        get: operations["verifyAuditTrail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description A Feathers error. */
        Error: {
            /** @example BadRequest */
            name: string;
            message: string;
            code: number;
            /** @example bad-request */
            className: string;
            data?: {
                /** @description The offending field of a 400 */
                field?: string;
            } & {
                [key: string]: unknown;
            };
        };
        Result: {
            /** @constant */
            result: "success";
            message?: string;
        };
        Page: {
            total: number;
            limit: number;
            skip: number;
            data: unknown[];
        };
        /** @description A value or operators: [$in][]=, [$nin][]=, [$ne]=, [$lt]=, [$gt]= */
        IdFilter: number | {
            $in?: number[];
            $nin?: number[];
            $ne?: number;
            $lt?: number;
            $lte?: number;
            $gt?: number;
            $gte?: number;
        };
        /** @description A value or operators: [$in][]=, [$nin][]=, [$ne]=, [$ilike]=%text% (SQL ILIKE: case-insensitive, the whole value; % matches any run, _ any one character, and a backslash makes the next character literal, so `%50\%%` finds a text holding "50%"). */
        TextFilter: string | {
            $in?: string[];
            $nin?: string[];
            $ne?: string;
            $ilike?: string;
        };
        /** @description true, false, or [$ne]= */
        BooleanFilter: boolean | {
            $ne?: boolean;
        };
        /** @description An ISO date or operators: [$gte]=, [$lte]=, [$gt]=, [$lt]= */
        DateFilter: string | {
            /** Format: date-time */
            $gte?: string;
            /** Format: date-time */
            $lte?: string;
            /** Format: date-time */
            $gt?: string;
            /** Format: date-time */
            $lt?: string;
        };
        AuditEntry: {
            /** @description The store's insertion number (not hashed) */
            id: number;
            organizationId: number;
            /** @description 1, 2, 3 … within the organization */
            seq: number;
            /** Format: date-time */
            at: string;
            /** @description null: someone outside the platform (an invitee) */
            actorOrgUserId: number | null;
            actorEmail: string;
            actorName: string;
            action: components["schemas"]["AuditAction"];
            /** @enum {string} */
            targetType: "organization" | "integration" | "user" | "invitation" | "connection" | "eula" | "passwordReset" | "session";
            targetId: string;
            /** @description How the organization knows the target: a user's email, the other party's name */
            targetLabel: string;
            /** @description Names of the fields changed (refused: sent); never values */
            fields: string[];
            /** @enum {string} */
            outcome: "success" | "refused";
            /** @description The HTTP status the call was answered with */
            status: number;
            /** @description A refusal's message */
            reason: string | null;
            prevHash: string;
            hash: string;
        };
        /** @enum {string} */
        AuditAction: "organization.create" | "organization.update" | "integration.link" | "integration.update" | "integration.remove" | "integration.connect" | "integration.change" | "integration.disconnect" | "user.create" | "user.update" | "user.delete" | "user.reactivate" | "user.resendInvitation" | "user.activate" | "invitation.create" | "invitation.resend" | "invitation.cancel" | "invitation.open" | "invitation.complete" | "connection.request" | "connection.accept" | "connection.confirm" | "connection.finalize" | "connection.decline" | "connection.cancel" | "connection.update" | "connection.verifyFingerprint" | "eula.accept" | "password.resetRequest" | "password.reset" | "password.adminReset" | "session.signIn" | "session.verifyTwoFactor" | "session.signOut";
        AuditVerification: {
            valid: boolean;
            entries: number;
            headHash: string | null;
            problem: null | {
                /** @description 1-based place in the stored order */
                position: number;
                seq: number;
                /** @enum {string} */
                kind: "hash" | "link" | "sequence" | "missing";
                /** @description kind missing: how many entries are cut off the end */
                missing?: number;
            };
            /** Format: date-time */
            checkedAt: string;
        };
        ChallengeRequest: {
            /** @constant */
            strategy: "wallet";
            orgUserId?: number;
        };
        SignatureRequest: {
            /** @constant */
            strategy: "wallet";
            orgUserId: number;
            challenge: string;
            /** @description Base64 Ed25519 signature of the challenge by the wallet */
            signature: string;
        };
        Challenge: {
            challenge: string;
        };
        AuthResult: {
            accessToken: string;
            user: components["schemas"]["SessionUser"];
        };
        TwoFactorRequired: {
            /** @constant */
            twoFactorAuthRequired: true;
            /** @constant */
            twoFactorAuthType: "email";
            /** @description Accepted only by the two-factor calls */
            accessToken: string;
            user: components["schemas"]["SessionUser"];
        };
        SessionUser: components["schemas"]["OrganizationUser"] & {
            organization: components["schemas"]["Organization"];
            subscriptions: components["schemas"]["Subscription"][];
        };
        Subscription: {
            /** @description 1 Freemium part, 2 Basic part, 3 API, 4 Premium, 5 Premium free trial, 10 base plan */
            subscriptionId: number;
            /** Format: date-time */
            startDate: string;
            /** Format: date-time */
            endDate: string | null;
        };
        PublicOrganization: {
            id: number;
            name: string;
            vat: string;
            streetNbr?: string;
            postalCode?: string;
            city: string;
            country: string;
            contactEmail?: string;
            role: string;
            status: string;
            isActive: boolean;
            /** @description In searches: '0' (hosted by the provider) or the wallet's URL */
            walletUrl?: string;
            /** @description In searches: whether a subscription is active today */
            subscriptionActive?: boolean;
        };
        OrganizationFields: {
            name?: string;
            streetNbr?: string;
            postalCode?: string;
            city?: string;
            country?: string;
            contactEmail?: components["schemas"]["UserEmail"];
            contactPhone?: string | null;
            supportEmail?: components["schemas"]["UserEmail"];
            supportPhone?: string | null;
            /** @enum {string|null} */
            walletType?: "windows" | "macos" | "linux" | null;
            /** @description '0' means hosted by the provider; else a full URL with scheme and port */
            walletUrl?: string;
            /** @enum {string} */
            twoFactorAuth?: "2FA disabled" | "2FA using email";
        };
        /** @description A text of the organization's profile; not blank. */
        OrganizationText: string;
        /** @description The organization fields a client sends (the profile's patch, the onboarding), with the platform's limits; the portal's organization forms read maxLength from here. */
        OrganizationInput: {
            name?: components["schemas"]["OrganizationText"];
            streetNbr?: components["schemas"]["OrganizationText"];
            postalCode?: string;
            city?: components["schemas"]["OrganizationText"];
            country?: components["schemas"]["OrganizationText"];
            contactEmail?: components["schemas"]["UserEmail"];
            contactPhone?: components["schemas"]["Phone"];
            supportEmail?: components["schemas"]["UserEmail"];
            supportPhone?: components["schemas"]["Phone"];
            /** @enum {string|null} */
            walletType?: "windows" | "macos" | "linux" | null;
            /** @description '0' means hosted by the provider; else a full URL with scheme and port, in URL characters only */
            walletUrl?: string;
            /** @enum {string} */
            twoFactorAuth?: "2FA disabled" | "2FA using email";
        };
        OrganizationPatch: components["schemas"]["OrganizationInput"] & {
            /** @description Must equal the stored VAT (not editable) */
            vat?: string;
        };
        Organization: components["schemas"]["PublicOrganization"] & components["schemas"]["OrganizationFields"] & {
            cpointCode?: string | null;
            portbaseCode?: string | null;
            portbaseAutoSend?: boolean;
            organization_meta: components["schemas"]["OrganizationMeta"][];
            subscriptions: components["schemas"]["Subscription"][];
            adminUsers?: {
                id: number;
                userId: number;
                email: string;
            }[];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description A GS1 EAN-13: 13 digits, the last one the GS1 check digit (weights 1 and 3 alternating from the left over the first twelve; the check digit brings the sum to a multiple of 10). */
        Ean13: string;
        /** @description The organization's Portbase link as its meta now stands (source portbase). */
        PortbaseLink: {
            /** @description A manual link or an EAN is stored */
            connected: boolean;
            ean: string | null;
            /** @description meta send_all is 'true' */
            autosend: boolean;
        };
        OrganizationMeta: {
            id: number;
            organizationId: number;
            /**
             * @example cpu
             * @example cpoint
             * @example portbase
             */
            metaSource: string;
            /**
             * @example terminal.cpu.enabled
             * @example cpoint_code
             * @example ean
             * @example manual
             * @example send_all
             */
            metaName: string;
            metaValue: string;
            /** Format: date-time */
            createdAt?: string;
        };
        /** @enum {string} */
        AdminRole: "org_mgr" | "usr_mgr" | "cnx_mgr";
        AdminRoles: components["schemas"]["AdminRole"][];
        /** @enum {string} */
        UserRole: "regular" | "viewer";
        /** @enum {string} */
        Lang: "en" | "nl" | "fr" | "de";
        /** @description A first or last name; not blank. */
        PersonName: string;
        /** @description An email address as a client sends it: trimmed and in lower case. The pattern is the portal domain's email rule (zod's pattern), held equal to it by a contract test. */
        UserEmail: string;
        /** @description A VAT number as a client sends it: without spaces or dots, in upper case, beginning with the country code's two letters. The pattern is the portal domain's VAT rule, held equal to it by a contract test. */
        Vat: string;
        /** @description Optional; null or '' when none. */
        Phone: string | null;
        OrganizationUser: {
            id: number;
            userId: number;
            organizationId: number;
            email: string;
            firstName: string;
            lastName: string;
            phone?: string | null;
            lang?: components["schemas"]["Lang"];
            /** @description The ETag of this user's GET, in list rows too (a list has no ETag per row): an edit started from a row sends it as If-Match. */
            version?: string;
            user?: {
                id?: number;
                email?: string;
                firstName?: string;
                lastName?: string;
                phone?: string | null;
                language?: string;
            };
            isAdmin: boolean;
            isActive: boolean;
            isDeleted: boolean;
            roles: string[];
            adminRoles: components["schemas"]["AdminRole"][];
            /** @enum {string} */
            userRole: "regular" | "viewer";
            pkeySign?: string | null;
            acceptCode?: string | null;
            /** @description The add-user link while the user has not set a password */
            acceptLink?: string | null;
            createdBy?: number | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** Format: date-time */
            activatedAt: string | null;
            /** Format: date-time */
            deletedAt: string | null;
        };
        /** @description The limits here are the portal's too: its user forms read maxLength from this document, so a value the platform would refuse gets the form's message before it is sent. */
        OrganizationUserCreate: {
            organizationId?: number;
            email: components["schemas"]["UserEmail"];
            firstName: components["schemas"]["PersonName"];
            lastName: components["schemas"]["PersonName"];
            phone?: components["schemas"]["Phone"];
            lang?: components["schemas"]["Lang"];
            adminRoles?: components["schemas"]["AdminRoles"];
            userRole: components["schemas"]["UserRole"];
        };
        OrganizationUserPatch: {
            email?: components["schemas"]["UserEmail"];
            firstName?: components["schemas"]["PersonName"];
            lastName?: components["schemas"]["PersonName"];
            phone?: components["schemas"]["Phone"];
            lang?: components["schemas"]["Lang"];
            adminRoles?: components["schemas"]["AdminRoles"];
            userRole?: components["schemas"]["UserRole"];
            isActive?: boolean;
            resendMail?: boolean;
            reactivate?: boolean;
        };
        EncryptedData: {
            publicKey: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description Listed in order; `$sort[status]` sorts by this order value (pending 1 ... expired 6).
         * @enum {string}
         */
        InvitationStatus: "pending" | "accepted" | "completed" | "declined" | "cancelled" | "expired";
        Invitation: {
            id: number;
            status: components["schemas"]["InvitationStatus"];
            name: string;
            vat: string;
            contactEmail: string;
            customerReference?: string | null;
            city?: string | null;
            msg?: string | null;
            /** Format: uuid */
            reference: string;
            inviterId: number;
            resultOrganizationId?: number | null;
            inviterOrganization?: components["schemas"]["PublicOrganization"] | null;
            resultOrganization?: components["schemas"]["PublicOrganization"] | null;
            encrInviterData?: components["schemas"]["EncryptedData"] | null;
            /** Format: date-time */
            invitationValidUntil: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** Format: date-time */
            answeredAt?: string | null;
        };
        InvitationCreate: {
            inviterId?: number;
            name: components["schemas"]["OrganizationText"];
            vat: components["schemas"]["Vat"];
            contactEmail: components["schemas"]["UserEmail"];
            customerReference?: string | null;
            city?: string | null;
            msg?: string | null;
            /** Format: uuid */
            reference: string;
            encrInviterData: components["schemas"]["EncryptedData"];
        };
        /**
         * @description Listed in order; `$sort[status]` sorts by this order value (pending 1 ... cancelled 6).
         * @enum {string}
         */
        ConnectionStatus: "pending" | "accepted" | "confirmed" | "finalized" | "declined" | "cancelled";
        Connection: {
            /** Format: uuid */
            reference: string;
            status: components["schemas"]["ConnectionStatus"];
            /** @description The requester */
            organizationIdA: number;
            organizationIdB: number;
            organizationA?: components["schemas"]["PublicOrganization"] | null;
            organizationB?: components["schemas"]["PublicOrganization"] | null;
            /** @description The other party's name */
            name?: string | null;
            customerReference?: string | null;
            inviteMsg?: string | null;
            remoteAddress?: string | null;
            encrInviterData?: components["schemas"]["EncryptedData"] | null;
            encrInviteeData?: {
                [key: string]: unknown;
            } | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** Format: date-time */
            acceptedAt?: string | null;
            /** Format: date-time */
            confirmedAt?: string | null;
            /** Format: date-time */
            finalizedAt?: string | null;
            /** Format: date-time */
            declinedAt?: string | null;
            /** Format: date-time */
            cancelledAt?: string | null;
        };
        ConnectionCreate: {
            /** @description Defaults to (and must be) the caller's organization */
            organizationIdA?: number;
            organizationIdB: number;
            /** Format: uuid */
            reference: string;
            customerReference?: string | null;
            inviteMsg?: string | null;
            encrInviterData: components["schemas"]["EncryptedData"];
        };
        ConnectionPatch: {
            /** @description The status to move to (accepted, declined, confirmed, finalized, cancelled). Any other text is answered by the handshake rule itself: a 400 'Invalid status {status} for updating connection', as the platform words it. */
            status: string;
            encrInviterData?: components["schemas"]["EncryptedData"] | null;
            encrInviteeData?: {
                [key: string]: unknown;
            } | null;
            remoteAddress?: string | null;
            acceptedAt?: string;
            confirmedAt?: string;
            finalizedAt?: string;
            declinedAt?: string;
            cancelledAt?: string;
        };
        Eula: {
            id: number;
            version: string;
            title: string;
            url: string;
            /** Format: date-time */
            createdAt: string;
        };
        EulaAcceptance: {
            id: number;
            orgUserId: number;
            eulaId: number;
            /** Format: date-time */
            createdAt: string;
        };
        PasswordReset: {
            id: number;
            /**
             * Format: date-time
             * @description When the link was used to set a password (null while usable)
             */
            visitedAt: string | null;
            /** Format: date-time */
            validUntil: string;
            organization_user: {
                id?: number;
                user?: {
                    first_name?: string;
                    last_name?: string;
                };
            };
        };
        /** @description The public `?email=` answer holds only what the login needs: id (the organization user who signs), isActive and status (whether it can be chosen), canResetPassword (with pr) and of the organization id, name, status, walletUrl, walletAddress and twoFactorAuth. The signed-in `?id=` answer adds the person's and the organization's other fields for the admin password reset. */
        FoundUser: {
            id: number;
            userId?: number;
            organizationId?: number;
            email?: string;
            firstName?: string;
            lastName?: string;
            isAdmin?: boolean;
            isActive: boolean;
            /** @enum {string} */
            status: "active" | "inactive";
            activatedAt?: string | null;
            canResetPassword?: boolean;
            organization: {
                id?: number;
                name?: string;
                vat?: string;
                streetNbr?: string;
                postalCode?: string;
                city?: string;
                country?: string;
                status?: string;
                isActive?: boolean;
                walletUrl?: string;
                /** @description The URL to reach the wallet ('0' resolved to the cloud wallet) */
                walletAddress?: string;
                twoFactorAuth?: string;
                role?: string;
            } | null;
        };
        OnboardingPayload: {
            invitationId: number;
            organization: components["schemas"]["OrganizationInput"] & {
                vat?: components["schemas"]["Vat"];
                /** @enum {string} */
                role?: "other" | "driver" | "bargeoperator" | "transporter" | "carrier";
            };
            admin: {
                /** @constant */
                isFirstAdmin?: true;
                firstName: components["schemas"]["PersonName"];
                lastName: components["schemas"]["PersonName"];
                email: components["schemas"]["UserEmail"];
                phone?: components["schemas"]["Phone"];
                /** @description Our choice: the onboarding form's language, the admin's until they choose their own; en when absent */
                lang?: components["schemas"]["Lang"];
                /** @description Our choice: creates the wallet account at once */
                password?: string;
            };
            onboarding: {
                onboarderFirstName: components["schemas"]["PersonName"];
                onboarderLastName: components["schemas"]["PersonName"];
                onboarderRole?: string | null;
                onboarderEmail: components["schemas"]["UserEmail"];
                onboarderPhone?: components["schemas"]["Phone"];
                savedConnections?: number[];
            };
        };
    };
    responses: {
        /** @description Invalid input; data.field names the field. Nothing changed. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No, invalid or expired token, or an Id header that does not match it */
        NotAuthenticated: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Subscription expired */
        PaymentError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not allowed for this user's organization or admin roles */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not found */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Conflicts with the current state */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The record was changed after the version named in If-Match was read (data.reason changedMeanwhile). Nothing changed; read it again. */
        PreconditionFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The link expired or was used */
        Gone: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too many attempts (a guess, a look-up or a mail) from this account or address; data.retryAfterSeconds and the Retry-After header say how long to wait. Nothing changed. */
        TooManyRequests: {
            headers: {
                /** @description Seconds to wait before trying again */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description The ETag of the version the change was made on. Another version is stored now: 412, nothing changed. Without it the change is applied to whatever is stored. */
        IfMatch: string;
        /** @description The organization-user id the access token names. */
        Id: string;
        PathId: number;
        Reference: string;
        /** @description The link token from the mail; without it the 400 says 'Missing password reset code'. */
        ResetJwt: string;
        /** @description The link token from the mail; without it the 400 says 'Missing invitation code'. */
        InvitationJwt: string;
        /** @description The link token from the mail; without it the 400 says 'Missing accept code'. */
        AddUserJwt: string;
        Limit: number;
        Skip: number;
        /** @description $sort[field]=1 ascending, -1 descending; several fields sort in order. The fields are the operation's filter parameters (those whose schema is a `…Filter`). On connections and invitations `status` sorts by its order value (pending 1, ...), not alphabetically. */
        Sort: {
            [key: string]: 1 | -1;
        };
        /** @description '$and[0][$or][0][field]=value&$and[1][$or][0][field][$ilike]=%text%': 1 to 10 groups that must all hold, each conditions on the operation's filter parameters and at most one `$or`; a filter and a search together. */
        And: {
            [key: string]: unknown;
        }[];
        /** @description '$or[0][field]=value&$or[1][field]=value': 1 to 20 alternatives, each conditions on the operation's filter parameters (one level: no `$or` inside). */
        Or: {
            [key: string]: unknown;
        }[];
    };
    requestBodies: never;
    headers: {
        /** @description The version of the record answered (strong, opaque). Send it back as `If-Match` on the record's PATCH, so a save made over someone else's change is refused instead of undoing it. */
        ETag: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    authenticate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChallengeRequest"] | components["schemas"]["SignatureRequest"];
            };
        };
        responses: {
            /** @description A challenge (step 1), a session (step 2) or a two-factor demand (step 2 with 2FA) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Challenge"] | components["schemas"]["AuthResult"] | components["schemas"]["TwoFactorRequired"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            402: components["responses"]["PaymentError"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header: {
                /** @description The organization-user id the access token names. */
                Id: components["parameters"]["Id"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session ended */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        endedAt: string;
                    };
                };
            };
            401: components["responses"]["NotAuthenticated"];
        };
    };
    sendTwoFactorCode: {
        parameters: {
            query?: never;
            header: {
                /** @description The organization-user id the access token names. */
                Id: components["parameters"]["Id"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sent */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Result"];
                };
            };
            401: components["responses"]["NotAuthenticated"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    validateTwoFactorCode: {
        parameters: {
            query?: never;
            header: {
                /** @description The organization-user id the access token names. */
                Id: components["parameters"]["Id"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Validated; token is the access token */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        twoFactorAuthEmailValidated: boolean;
                        unlockToken: string;
                        user: components["schemas"]["SessionUser"];
                        token: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    findOrganizations: {
        parameters: {
            query?: {
                $limit?: components["parameters"]["Limit"];
                $skip?: components["parameters"]["Skip"];
                /** @description $sort[field]=1 ascending, -1 descending; several fields sort in order. The fields are the operation's filter parameters (those whose schema is a `…Filter`). On connections and invitations `status` sorts by its order value (pending 1, ...), not alphabetically. */
                $sort?: components["parameters"]["Sort"];
                id?: components["schemas"]["IdFilter"];
                name?: components["schemas"]["TextFilter"];
                vat?: components["schemas"]["TextFilter"];
                status?: components["schemas"]["TextFilter"];
                role?: components["schemas"]["TextFilter"];
                city?: components["schemas"]["TextFilter"];
                country?: components["schemas"]["TextFilter"];
                createdAt?: components["schemas"]["DateFilter"];
                isActive?: components["schemas"]["BooleanFilter"];
                userId?: number;
                includeAdmin?: boolean;
                /** @description '$or[0][field]=value&$or[1][field]=value': 1 to 20 alternatives, each conditions on the operation's filter parameters (one level: no `$or` inside). */
                $or?: components["parameters"]["Or"];
            };
            header: {
                /** @description The organization-user id the access token names. */
                Id: components["parameters"]["Id"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Page"] & {
                        data?: (components["schemas"]["Organization"] | components["schemas"]["PublicOrganization"])[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getOrganization: {
        parameters: {
            query?: never;
            header: {
                /** @description The organization-user id the access token names. */
                Id: components["parameters"]["Id"];
            };
            path: {
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organization */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organization"] | components["schemas"]["PublicOrganization"];
                };
            };
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
        };
    };
    patchOrganization: {
        parameters: {
            query?: never;
            header: {
                /** @description The organization-user id the access token names. */
                Id: components["parameters"]["Id"];
                /** @description The ETag of the version the change was made on. Another version is stored now: 412, nothing changed. Without it the change is applied to whatever is stored. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrganizationPatch"];
            };
        };
        responses: {
            /** @description Saved */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organization"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["Forbidden"];
            412: components["responses"]["PreconditionFailed"];
        };
    };
    linkCpoint: {
        parameters: {
            query?: never;
            header: {
                /** @description The organization-user id the access token names. */
                Id: components["parameters"]["Id"];
            };
            path: {
                organizationId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Linked */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cpoint_code: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    connectPortbase: {
        parameters: {
            query?: never;
            header: {
                /** @description The organization-user id the access token names. */
                Id: components["parameters"]["Id"];
            };
            path: {
                organizationId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ean: components["schemas"]["Ean13"] | null;
                };
            };
        };
        responses: {
            /** @description Connected */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortbaseLink"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    disconnectPortbase: {
        parameters: {
            query?: never;
            header: {
                /** @description The organization-user id the access token names. */
                Id: components["parameters"]["Id"];
            };
            path: {
                organizationId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Disconnected */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortbaseLink"];
                };
            };
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    findOrganizationMeta: {
        parameters: {
            query: {
                organizationId: number;
                id?: components["schemas"]["IdFilter"];
                metaSource?: components["schemas"]["TextFilter"];
                metaName?: components["schemas"]["TextFilter"];
            };
            header: {
                /** @description The organization-user id the access token names. */
                Id: components["parameters"]["Id"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The values */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizationMeta"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    createOrganizationMeta: {
        parameters: {
            query?: never;
            header: {
                /** @description The organization-user id the access token names. */
                Id: components["parameters"]["Id"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    organizationId: number;
                    metaSource: string;
                    metaName: string;
                    /** @description Stored as text (a number or boolean as its JSON text) */
                    metaValue: string | number | boolean;
                };
            };
        };
        responses: {
            /** @description Stored */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizationMeta"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    removeOrganizationMeta: {
        parameters: {
            query: {
                organizationId: number;
                id?: components["schemas"]["IdFilter"];
                metaSource?: components["schemas"]["TextFilter"];
                metaName?: components["schemas"]["TextFilter"];
            };
            header: {
                /** @description The organization-user id the access token names. */
                Id: components["parameters"]["Id"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The removed values */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizationMeta"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    findOrganizationUsers: {
        parameters: {
            query?: {
                $limit?: components["parameters"]["Limit"];
                $skip?: components["parameters"]["Skip"];
                /** @description $sort[field]=1 ascending, -1 descending; several fields sort in order. The fields are the operation's filter parameters (those whose schema is a `…Filter`). On connections and invitations `status` sorts by its order value (pending 1, ...), not alphabetically. */
                $sort?: components["parameters"]["Sort"];
                /** @description '$or[0][field]=value&$or[1][field]=value': 1 to 20 alternatives, each conditions on the operation's filter parameters (one level: no `$or` inside). */
                $or?: components["parameters"]["Or"];
                organizationId?: number;
                id?: components["schemas"]["IdFilter"];
                /** @description '$and[0][$or][0][field]=value&$and[1][$or][0][field][$ilike]=%text%': 1 to 10 groups that must all hold, each conditions on the operation's filter parameters and at most one `$or`; a filter and a search together. */
                $and?: components["parameters"]["And"];
                email?: components["schemas"]["TextFilter"];
                firstName?: components["schemas"]["TextFilter"];
                lastName?: components["schemas"]["TextFilter"];
                isDeleted?: components["schemas"]["BooleanFilter"];
                isActive?: components["schemas"]["BooleanFilter"];
                isAdmin?: components["schemas"]["BooleanFilter"];
                userRole?: components["schemas"]["TextFilter"];
                lang?: components["schemas"]["TextFilter"];
                createdAt?: components["schemas"]["DateFilter"];
                updatedAt?: components["schemas"]["DateFilter"];
                activatedAt?: components["schemas"]["DateFilter"];
                /** @description The person (memberships) */
                userId?: number;
            };
            header: {
                /** @description The organization-user id the access token names. */
                Id: components["parameters"]["Id"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Page"] & {
                        data?: components["schemas"]["OrganizationUser"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    createOrganizationUser: {
        parameters: {
            query?: never;
            header: {
                /** @description The organization-user id the access token names. */
                Id: components["parameters"]["Id"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrganizationUserCreate"];
            };
        };
        responses: {
            /** @description Added */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizationUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    getOrganizationUser: {
        parameters: {
            query?: never;
            header: {
                /** @description The organization-user id the access token names. */
                Id: components["parameters"]["Id"];
            };
            path: {
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizationUser"];
                };
            };
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    removeOrganizationUser: {
        parameters: {
            query?: never;
            header: {
                /** @description The organization-user id the access token names. */
                Id: components["parameters"]["Id"];
            };
            path: {
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizationUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    patchOrganizationUser: {
        parameters: {
            query?: never;
            header: {
                /** @description The organization-user id the access token names. */
                Id: components["parameters"]["Id"];
                /** @description The ETag of the version the change was made on. Another version is stored now: 412, nothing changed. Without it the change is applied to whatever is stored. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrganizationUserPatch"];
            };
        };
        responses: {
            /** @description Saved */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizationUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    findInvitations: {
        parameters: {
            query?: {
                inviterId?: number;
                id?: components["schemas"]["IdFilter"];
                reference?: components["schemas"]["TextFilter"];
                resultOrganizationId?: components["schemas"]["IdFilter"];
                createdAt?: components["schemas"]["DateFilter"];
                updatedAt?: components["schemas"]["DateFilter"];
                status?: components["schemas"]["TextFilter"];
                name?: components["schemas"]["TextFilter"];
                vat?: components["schemas"]["TextFilter"];
                contactEmail?: components["schemas"]["TextFilter"];
                customerReference?: components["schemas"]["TextFilter"];
                /** @description '$or[0][field]=value&$or[1][field]=value': 1 to 20 alternatives, each conditions on the operation's filter parameters (one level: no `$or` inside). */
                $or?: components["parameters"]["Or"];
                /** @description '$and[0][$or][0][field]=value&$and[1][$or][0][field][$ilike]=%text%': 1 to 10 groups that must all hold, each conditions on the operation's filter parameters and at most one `$or`; a filter and a search together. */
                $and?: components["parameters"]["And"];
                $limit?: components["parameters"]["Limit"];
                $skip?: components["parameters"]["Skip"];
                /** @description $sort[field]=1 ascending, -1 descending; several fields sort in order. The fields are the operation's filter parameters (those whose schema is a `…Filter`). On connections and invitations `status` sorts by its order value (pending 1, ...), not alphabetically. */
                $sort?: components["parameters"]["Sort"];
            };
            header: {
                /** @description The organization-user id the access token names. */
                Id: components["parameters"]["Id"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invitation"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    createInvitation: {
        parameters: {
            query?: never;
            header: {
                /** @description The organization-user id the access token names. */
                Id: components["parameters"]["Id"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvitationCreate"];
            };
        };
        responses: {
            /** @description Sent */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invitation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    getInvitation: {
        parameters: {
            query?: never;
            header: {
                /** @description The organization-user id the access token names. */
                Id: components["parameters"]["Id"];
            };
            path: {
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invitation"];
                };
            };
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    patchInvitation: {
        parameters: {
            query?: never;
            header: {
                /** @description The organization-user id the access token names. */
                Id: components["parameters"]["Id"];
            };
            path: {
                id: components["parameters"]["PathId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "pending" | "cancelled";
                    sendNotificationMail?: boolean;
                };
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invitation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    findConnections: {
        parameters: {
            query?: {
                /** @description '$or[0][field]=value&$or[1][field]=value': 1 to 20 alternatives, each conditions on the operation's filter parameters (one level: no `$or` inside). */
                $or?: components["parameters"]["Or"];
                /** @description '$and[0][$or][0][field]=value&$and[1][$or][0][field][$ilike]=%text%': 1 to 10 groups that must all hold, each conditions on the operation's filter parameters and at most one `$or`; a filter and a search together. */
                $and?: components["parameters"]["And"];
                $limit?: components["parameters"]["Limit"];
                $skip?: components["parameters"]["Skip"];
                /** @description $sort[field]=1 ascending, -1 descending; several fields sort in order. The fields are the operation's filter parameters (those whose schema is a `…Filter`). On connections and invitations `status` sorts by its order value (pending 1, ...), not alphabetically. */
                $sort?: components["parameters"]["Sort"];
                status?: components["schemas"]["TextFilter"];
                reference?: components["schemas"]["TextFilter"];
                organizationIdA?: components["schemas"]["IdFilter"];
                organizationIdB?: components["schemas"]["IdFilter"];
                customerReference?: components["schemas"]["TextFilter"];
                name?: components["schemas"]["TextFilter"];
                vat?: components["schemas"]["TextFilter"];
                email?: components["schemas"]["TextFilter"];
                city?: components["schemas"]["TextFilter"];
                createdAt?: components["schemas"]["DateFilter"];
                updatedAt?: components["schemas"]["DateFilter"];
            };
            header: {
                /** @description The organization-user id the access token names. */
                Id: components["parameters"]["Id"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of connections */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Page"] & {
                        data?: components["schemas"]["Connection"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    createConnection: {
        parameters: {
            query?: never;
            header: {
                /** @description The organization-user id the access token names. */
                Id: components["parameters"]["Id"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConnectionCreate"];
            };
        };
        responses: {
            /** @description Sent */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Connection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    getConnection: {
        parameters: {
            query?: {
                includeadmin?: boolean;
                includeAdmin?: boolean;
            };
            header: {
                /** @description The organization-user id the access token names. */
                Id: components["parameters"]["Id"];
            };
            path: {
                reference: components["parameters"]["Reference"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The connection */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Connection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    patchConnection: {
        parameters: {
            query?: never;
            header: {
                /** @description The organization-user id the access token names. */
                Id: components["parameters"]["Id"];
            };
            path: {
                reference: components["parameters"]["Reference"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConnectionPatch"];
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Connection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getInviterPublicKey: {
        parameters: {
            query?: never;
            header: {
                /** @description The organization-user id the access token names. */
                Id: components["parameters"]["Id"];
            };
            path: {
                reference: components["parameters"]["Reference"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        reference: string;
                        publicKey: string;
                    };
                };
            };
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    recordFingerprintVerification: {
        parameters: {
            query?: never;
            header: {
                /** @description The organization-user id the access token names. */
                Id: components["parameters"]["Id"];
            };
            path: {
                reference: components["parameters"]["Reference"];
            };
            cookie?: never;
        };
        /** @description Nothing to send (an empty object at most) */
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Recorded */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        reference: string;
                        /** Format: date-time */
                        recordedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    findEulas: {
        parameters: {
            query?: {
                $limit?: components["parameters"]["Limit"];
                $skip?: components["parameters"]["Skip"];
                /** @description $sort[field]=1 ascending, -1 descending; several fields sort in order. The fields are the operation's filter parameters (those whose schema is a `…Filter`). On connections and invitations `status` sorts by its order value (pending 1, ...), not alphabetically. */
                $sort?: components["parameters"]["Sort"];
                id?: components["schemas"]["IdFilter"];
                version?: components["schemas"]["TextFilter"];
                createdAt?: components["schemas"]["DateFilter"];
            };
            header: {
                /** @description The organization-user id the access token names. */
                Id: components["parameters"]["Id"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The EULAs */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Eula"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
        };
    };
    findEulaAcceptances: {
        parameters: {
            query?: {
                orgUserId?: number;
                id?: components["schemas"]["IdFilter"];
                eulaId?: components["schemas"]["IdFilter"];
                createdAt?: components["schemas"]["DateFilter"];
                $limit?: components["parameters"]["Limit"];
                $skip?: components["parameters"]["Skip"];
                /** @description $sort[field]=1 ascending, -1 descending; several fields sort in order. The fields are the operation's filter parameters (those whose schema is a `…Filter`). On connections and invitations `status` sorts by its order value (pending 1, ...), not alphabetically. */
                $sort?: components["parameters"]["Sort"];
            };
            header: {
                /** @description The organization-user id the access token names. */
                Id: components["parameters"]["Id"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Acceptances */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EulaAcceptance"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    acceptEula: {
        parameters: {
            query?: never;
            header: {
                /** @description The organization-user id the access token names. */
                Id: components["parameters"]["Id"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orgUserId: number;
                    eulaId: number;
                };
            };
        };
        responses: {
            /** @description Accepted */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EulaAcceptance"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orgUserId: number;
                    organizationId: number;
                };
            };
        };
        responses: {
            /** @description Mailed */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createPasswordResetGrant: {
        parameters: {
            query?: never;
            header: {
                /** @description The organization-user id the access token names. */
                Id: components["parameters"]["Id"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    passwordHash: string;
                    items: {
                        id: number;
                        userId: number;
                        adminId: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description The grant */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        grant: string;
                        exp: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    createPersonLink: {
        parameters: {
            query?: never;
            header: {
                /** @description The organization-user id the access token names. */
                Id: components["parameters"]["Id"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orgUserId: number;
                    challenge: string;
                    signature: string;
                };
            };
        };
        responses: {
            /** @description The person both memberships now belong to */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userId: number;
                        organizationIds: number[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    readPasswordReset: {
        parameters: {
            query: {
                /** @description The link token from the mail; without it the 400 says 'Missing password reset code'. */
                jwt: components["parameters"]["ResetJwt"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reset */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordReset"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["Gone"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    resetPassword: {
        parameters: {
            query: {
                /** @description The link token from the mail; without it the 400 says 'Missing password reset code'. */
                jwt: components["parameters"]["ResetJwt"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    passwordHash: string;
                    passwordResetId: number;
                };
            };
        };
        responses: {
            /** @description Reset */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Result"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["Gone"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    findUser: {
        parameters: {
            query?: {
                email?: components["schemas"]["UserEmail"];
                pr?: boolean;
                id?: number;
            };
            header?: {
                Id?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Users with their organization */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FoundUser"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    readOnboarding: {
        parameters: {
            query: {
                /** @description The link token from the mail; without it the 400 says 'Missing invitation code'. */
                jwt: components["parameters"]["InvitationJwt"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        invitationObject: components["schemas"]["Invitation"];
                        eligibleOrganizations: components["schemas"]["PublicOrganization"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    onboard: {
        parameters: {
            query: {
                /** @description The link token from the mail; without it the 400 says 'Missing invitation code'. */
                jwt: components["parameters"]["InvitationJwt"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OnboardingPayload"];
            };
        };
        responses: {
            /** @description Onboarded */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        organization: components["schemas"]["Organization"];
                        admin: components["schemas"]["OrganizationUser"];
                        invitation: components["schemas"]["Invitation"];
                        connections: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    readAddUser: {
        parameters: {
            query: {
                /** @description The link token from the mail; without it the 400 says 'Missing accept code'. */
                jwt: components["parameters"]["AddUserJwt"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userObject: components["schemas"]["OrganizationUser"];
                        walletToken: string;
                        walletUrl: string;
                        /** @description Our choice: for the page text */
                        organizationName?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    completeAddUser: {
        parameters: {
            query: {
                /** @description The link token from the mail; without it the 400 says 'Missing accept code'. */
                jwt: components["parameters"]["AddUserJwt"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orgUserId: number;
                    organizationId: number;
                    acceptCode: string;
                    connectionRequests?: {
                        organizationIdA: number;
                        organizationIdB: number;
                        /** Format: uuid */
                        reference: string;
                        encrInviterData: components["schemas"]["EncryptedData"];
                    }[];
                };
            };
        };
        responses: {
            /** @description Activated */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: string;
                        user: components["schemas"]["OrganizationUser"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    findAuditEntries: {
        parameters: {
            query?: {
                /** @description '$or[0][field]=value&$or[1][field]=value': 1 to 20 alternatives, each conditions on the operation's filter parameters (one level: no `$or` inside). */
                $or?: components["parameters"]["Or"];
                $limit?: components["parameters"]["Limit"];
                $skip?: components["parameters"]["Skip"];
                /** @description $sort[field]=1 ascending, -1 descending; several fields sort in order. The fields are the operation's filter parameters (those whose schema is a `…Filter`). On connections and invitations `status` sorts by its order value (pending 1, ...), not alphabetically. */
                $sort?: components["parameters"]["Sort"];
                /** @description Only the caller's own (another is a 403) */
                organizationId?: number;
                seq?: components["schemas"]["IdFilter"];
                at?: components["schemas"]["DateFilter"];
                actorOrgUserId?: components["schemas"]["IdFilter"];
                actorEmail?: components["schemas"]["TextFilter"];
                actorName?: components["schemas"]["TextFilter"];
                action?: components["schemas"]["TextFilter"];
                targetType?: components["schemas"]["TextFilter"];
                targetId?: components["schemas"]["TextFilter"];
                targetLabel?: components["schemas"]["TextFilter"];
                outcome?: "success" | "refused";
            };
            header: {
                /** @description The organization-user id the access token names. */
                Id: components["parameters"]["Id"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Page"] & {
                        data?: components["schemas"]["AuditEntry"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    verifyAuditTrail: {
        parameters: {
            query?: never;
            header: {
                /** @description The organization-user id the access token names. */
                Id: components["parameters"]["Id"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The chain's state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditVerification"];
                };
            };
            401: components["responses"]["NotAuthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
}
