"""Fake but correctly shaped secrets in realistic surroundings, and text that must survive redaction.

Token values are generated from a fixed seed when this module is imported, so that no token-shaped
literal sits in the source (secret scanners would flag the file) and every run sees the same corpus.
Used by tests/test_redaction.py.
"""

from __future__ import annotations

import base64
import random
import string
from typing import NamedTuple


class SecretCase(NamedTuple):
    name: str
    text: str
    secrets: tuple[str, ...]  # none of these may appear in the cleaned text (or on disk)
    kinds: tuple[str, ...]  # each must be among the findings
    keep: tuple[str, ...]  # surrounding words that must survive


_rng = random.Random(20260101)
UPPER = string.ascii_uppercase
LOWER = string.ascii_lowercase
DIGITS = string.digits
ALNUM = UPPER + LOWER + DIGITS
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
HEX = "0123456789abcdef"


def rand(alphabet: str, n: int) -> str:
    """Random characters, guaranteed to mix upper case, lower case and digits when the alphabet has them."""
    while True:
        value = "".join(_rng.choice(alphabet) for _ in range(n))
        classes = [c for c in (UPPER, LOWER, DIGITS) if set(c) & set(alphabet)]
        if n < 8 or all(set(value) & set(c) for c in classes):
            return value


def b64url_json(payload: str) -> str:
    return base64.urlsafe_b64encode(payload.encode()).decode().rstrip("=")


def jwt() -> str:
    header = b64url_json('{"alg":"HS256","typ":"JWT"}')
    body = b64url_json('{"sub":"' + rand(DIGITS, 10) + '","name":"Jane Doe","iat":1716239022}')
    return f"{header}.{body}.{rand(B64URL, 43)}"


def pem(label: str, lines: int = 6) -> str:
    body = "\n".join(rand(B64, 64) for _ in range(lines))
    return f"-----BEGIN {label}-----\n{body}\n{rand(B64, 20)}==\n-----END {label}-----"


def hexs(n: int) -> str:
    return "".join(_rng.choice(HEX) for _ in range(n))


def uuid() -> str:
    h = hexs(32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:]}"


# -- the secrets ------------------------------------------------------------------------------------
OPENAI_LEGACY = "sk-" + rand(ALNUM, 48)
OPENAI_PROJ = "sk-proj-" + rand(B64URL, 124)
OPENAI_SVC = "sk-svcacct-" + rand(B64URL, 96)
OPENAI_ADMIN = "sk-admin-" + rand(B64URL, 64)
ANTHROPIC = "sk-ant-api03-" + rand(B64URL, 93) + "AA"
ANTHROPIC_2 = "sk-ant-api03-" + rand(B64URL, 93) + "AA"
GHP = "ghp_" + rand(ALNUM, 36)
GHO = "gho_" + rand(ALNUM, 36)
GHU = "ghu_" + rand(ALNUM, 36)
GHS = "ghs_" + rand(ALNUM, 36)
GHR = "ghr_" + rand(ALNUM, 36)
GH_PAT = "github_pat_11" + rand(UPPER + DIGITS, 20) + "_" + rand(ALNUM, 59)
AKIA = "AKIA" + rand(UPPER + DIGITS, 16)
AKIA_2 = "AKIA" + rand(UPPER + DIGITS, 16)
ASIA = "ASIA" + rand(UPPER + DIGITS, 16)
AWS_SECRET = rand(B64, 40)
AWS_SECRET_2 = rand(B64, 40)
AWS_SECRET_3 = rand(B64, 40)
AWS_SESSION = "IQoJb3JpZ2luX2Vj" + rand(B64, 300)
XOXB = "xoxb-" + rand(DIGITS, 12) + "-" + rand(DIGITS, 13) + "-" + rand(ALNUM, 24)
XOXP = "xoxp-" + rand(DIGITS, 12) + "-" + rand(DIGITS, 12) + "-" + rand(DIGITS, 13) + "-" + hexs(32)
XAPP = "xapp-1-A" + rand(UPPER + DIGITS, 10) + "-" + rand(DIGITS, 13) + "-" + hexs(64)
XOXR = "xoxr-" + rand(DIGITS, 12) + "-" + rand(ALNUM, 40)
XOXA = "xoxa-2-" + rand(DIGITS, 12) + "-" + rand(ALNUM, 32)
SLACK_HOOK_PATH = "T" + rand(UPPER + DIGITS, 8) + "/B" + rand(UPPER + DIGITS, 10) + "/" + rand(ALNUM, 24)
STRIPE_LIVE = "sk_live_51" + rand(ALNUM, 97)
STRIPE_TEST = "sk_test_51" + rand(ALNUM, 97)
STRIPE_RK = "rk_live_51" + rand(ALNUM, 97)
STRIPE_WHSEC = "whsec_" + rand(ALNUM, 32)
GOOGLE_KEY = "AIza" + rand(B64URL, 35)
GOCSPX = "GOCSPX-" + rand(B64URL, 28)
YA29 = "ya29.a0" + rand(B64URL, 150)
JWT_1 = jwt()
JWT_2 = jwt()
JWT_3 = jwt()
PEM_RSA = pem("RSA PRIVATE KEY", 8)
PEM_OPENSSH = pem("OPENSSH PRIVATE KEY", 5)
PEM_EC = pem("EC PRIVATE KEY", 3)
PEM_ENCRYPTED = pem("ENCRYPTED PRIVATE KEY", 6)
PEM_PKCS8 = pem("PRIVATE KEY", 6)
PEM_PGP = pem("PGP PRIVATE KEY BLOCK", 6)
PEM_TRUNCATED_BODY = "\n".join(rand(B64, 64) for _ in range(4)) + "\n" + rand(B64, 31)
URL_PW = rand(ALNUM, 14)
FTP_PW = rand(ALNUM, 12) + "!"
PG_PW = rand(ALNUM, 18)
MONGO_PW = rand(ALNUM, 16)
REDIS_PW = rand(ALNUM, 24)
MYSQL_PW = rand(ALNUM, 10) + "#1"
AMQP_PW = rand(ALNUM, 12)
SQLA_PW = rand(ALNUM, 11)
SENTRY_SECRET = hexs(32)
ENV_DB_PW = "Tr0ub4dor&3"
YAML_PW = "correct horse battery staple"
EXPORT_TOKEN = rand(ALNUM, 40)
CLIENT_SECRET = rand(B64URL, 32)
DJANGO_KEY = "django-insecure-" + rand(LOWER + DIGITS + "!@#$%^&*(-_=+)", 50)
TOML_KEY = rand(ALNUM, 32)
COMPOSE_PW = "s3cr3t-" + rand(LOWER + DIGITS, 8)
CONN_PW = rand(ALNUM, 16)
K8S_PW = base64.b64encode(b"hunter2-" + rand(ALNUM, 6).encode()).decode()
QUERY_KEY = rand(ALNUM, 32)
BASIC = base64.b64encode(b"deploy:" + rand(ALNUM, 14).encode()).decode()
OPAQUE_BEARER = rand(ALNUM + "._-", 40)
NPM = "npm_" + rand(ALNUM, 36)
PYPI = "pypi-AgEIcHlwaS5vcmc" + rand(B64URL, 150)
TWILIO_SK = "SK" + hexs(32)
SENDGRID = "SG." + rand(B64URL, 22) + "." + rand(B64URL, 43)
MAILGUN = "key-" + hexs(32)
VAULT = "hvs." + rand(B64URL, 90)
HF = "hf_" + rand(ALNUM, 34)
AZURE_KEY = rand(B64, 86) + "=="
AZURE_SIG = rand(ALNUM, 40) + "%3D"
GLPAT = "glpat-" + rand(B64URL, 20)
DOP = "dop_v1_" + hexs(64)
SHPAT = "shpat_" + hexs(32)
GROQ = "gsk_" + rand(ALNUM, 52)
R8 = "r8_" + rand(ALNUM, 37)
DAPI = "dapi" + hexs(32)
TELEGRAM = rand(DIGITS, 10) + ":AA" + rand(B64URL, 33)
DISCORD_HOOK = rand(DIGITS, 18) + "/" + rand(B64URL, 68)
CLI_PW = rand(ALNUM, 12)
CURL_PW = rand(ALNUM, 14)
MYSQL_CLI_PW = rand(ALNUM, 10)
SSHPASS_PW = rand(ALNUM, 12)
COOKIE_SESSION = rand(B64URL, 48)
BLOB_B64 = rand(B64, 44)
BLOB_B64URL = rand(B64URL, 64)
BEARER_LOG = rand(ALNUM, 48)
PHP_PW = rand(ALNUM, 14)
GO_DSN_PW = rand(ALNUM, 12)
PGPASSWORD = rand(ALNUM, 16)
PASS_WITH_SPACE = "open sesame " + rand(DIGITS, 4)
CREDS_FILE_PW = rand(ALNUM, 20)
NETRC_PW_2 = rand(ALNUM, 20)
SAS_TOKEN_VALUE = rand(ALNUM, 44)

SECRET_CASES: tuple[SecretCase, ...] = (
    # -- OpenAI / Anthropic ----------------------------------------------------------------------------
    SecretCase(
        "openai_legacy_export",
        f"$ export OPENAI_API_KEY={OPENAI_LEGACY}\n$ python scripts/summarise.py --model gpt-4o",
        (OPENAI_LEGACY,),
        ("openai_api_key",),
        ("export", "OPENAI_API_KEY=", "scripts/summarise.py", "gpt-4o"),
    ),
    SecretCase(
        "openai_project_dotenv",
        f"# .env\nOPENAI_API_KEY={OPENAI_PROJ}\nOPENAI_ORG=org-Abc123\nLOG_LEVEL=debug\n",
        (OPENAI_PROJ,),
        ("openai_api_key",),
        ("OPENAI_API_KEY=", "OPENAI_ORG=org-Abc123", "LOG_LEVEL=debug"),
    ),
    SecretCase(
        "openai_service_account_python",
        f'client = OpenAI(api_key="{OPENAI_SVC}")\nresp = client.responses.create(model="gpt-4.1", input=prompt)',
        (OPENAI_SVC,),
        ("openai_api_key",),
        ("client = OpenAI(api_key=", "client.responses.create", "gpt-4.1"),
    ),
    SecretCase(
        "openai_admin_key_json",
        f'{{"name": "billing-bot", "admin_key": "{OPENAI_ADMIN}", "created_at": 1735689600}}',
        (OPENAI_ADMIN,),
        ("openai_api_key",),
        ('"name": "billing-bot"', '"created_at": 1735689600'),
    ),
    SecretCase(
        "anthropic_curl_header",
        "curl https://api.anthropic.com/v1/messages \\\n"
        f'  -H "x-api-key: {ANTHROPIC}" \\\n'
        '  -H "anthropic-version: 2023-06-01" -d @body.json',
        (ANTHROPIC,),
        ("anthropic_api_key",),
        ("https://api.anthropic.com/v1/messages", "anthropic-version: 2023-06-01", "@body.json"),
    ),
    SecretCase(
        "anthropic_traceback",
        "Traceback (most recent call last):\n"
        '  File "/app/agent.py", line 42, in run\n'
        "    reply = client.messages.create(**kwargs)\n"
        f"anthropic.AuthenticationError: Error code: 401 - invalid x-api-key {ANTHROPIC_2}",
        (ANTHROPIC_2,),
        ("anthropic_api_key",),
        ("Traceback", "/app/agent.py", "line 42", "AuthenticationError", "401"),
    ),
    # -- GitHub ----------------------------------------------------------------------------------------
    SecretCase(
        "github_ghp_remote_url",
        f"$ git remote set-url origin https://{GHP}@github.com/acme/widgets.git\n$ git push origin main",
        (GHP,),
        ("github_token",),
        ("git remote set-url origin", "@github.com/acme/widgets.git", "git push origin main"),
    ),
    SecretCase(
        "github_gho_json",
        f'{{"access_token":"{GHO}","token_type":"bearer","scope":"repo,gist"}}',
        (GHO,),
        ("github_token",),
        ('"token_type":"bearer"', '"scope":"repo,gist"'),
    ),
    SecretCase(
        "github_ghu_log",
        f"2026-01-12T08:15:02Z INFO app installation refreshed user token {GHU} for octocat",
        (GHU,),
        ("github_token",),
        ("2026-01-12T08:15:02Z", "INFO", "for octocat"),
    ),
    SecretCase(
        "github_ghs_ci_env",
        f"Run env | sort\nCI=true\nGITHUB_REF=refs/heads/main\nGITHUB_TOKEN={GHS}\nRUNNER_OS=Linux",
        (GHS,),
        ("github_token",),
        ("CI=true", "GITHUB_REF=refs/heads/main", "RUNNER_OS=Linux"),
    ),
    SecretCase(
        "github_ghr_chat",
        f"ok the refresh token from the oauth app is {GHR} — can you wire it into the sync job?",
        (GHR,),
        ("github_token",),
        ("refresh token from the oauth app", "wire it into the sync job"),
    ),
    SecretCase(
        "github_fine_grained_pat",
        f"$ gh auth login --with-token <<< {GH_PAT}\n✓ Logged in to github.com as octocat",
        (GH_PAT,),
        ("github_token",),
        ("gh auth login --with-token", "Logged in to github.com as octocat"),
    ),
    SecretCase(
        "github_token_authorization_header",
        f"curl -H 'Authorization: token {GHP}' https://api.github.com/user/repos",
        (GHP,),
        ("github_token",),
        ("Authorization: token", "https://api.github.com/user/repos"),
    ),
    SecretCase(
        "git_credentials_file",
        f"https://octocat:{GHO}@github.com\n",
        (GHO,),
        ("github_token",),
        ("https://octocat:", "@github.com"),
    ),
    # -- AWS -------------------------------------------------------------------------------------------
    SecretCase(
        "aws_credentials_file",
        f"[default]\naws_access_key_id = {AKIA}\naws_secret_access_key = {AWS_SECRET}\nregion = eu-west-1\n",
        (AKIA, AWS_SECRET),
        ("aws_access_key_id", "aws_secret_access_key"),
        ("[default]", "aws_access_key_id = ", "aws_secret_access_key = ", "region = eu-west-1"),
    ),
    SecretCase(
        "aws_sts_json",
        '{\n  "Credentials": {\n'
        f'    "AccessKeyId": "{ASIA}",\n'
        f'    "SecretAccessKey": "{AWS_SECRET_2}",\n'
        f'    "SessionToken": "{AWS_SESSION}",\n'
        '    "Expiration": "2026-01-12T09:15:02+00:00"\n  }\n}',
        (ASIA, AWS_SECRET_2, AWS_SESSION),
        ("aws_access_key_id", "aws_secret_access_key"),
        ('"AccessKeyId"', '"SecretAccessKey"', '"SessionToken"', '"Expiration": "2026-01-12T09:15:02+00:00"'),
    ),
    SecretCase(
        "aws_docker_run_env",
        f"docker run --rm -e AWS_ACCESS_KEY_ID={AKIA_2} -e AWS_SECRET_ACCESS_KEY={AWS_SECRET_3} "
        "amazon/aws-cli s3 ls s3://acme-backups",
        (AKIA_2, AWS_SECRET_3),
        ("aws_access_key_id", "aws_secret_access_key"),
        ("docker run --rm -e AWS_ACCESS_KEY_ID=", "amazon/aws-cli s3 ls s3://acme-backups"),
    ),
    # -- Slack -----------------------------------------------------------------------------------------
    SecretCase(
        "slack_bot_token_python",
        f'from slack_sdk import WebClient\nclient = WebClient(token="{XOXB}")\nclient.chat_postMessage(channel="#ops")',
        (XOXB,),
        ("slack_token",),
        ("from slack_sdk import WebClient", 'channel="#ops"'),
    ),
    SecretCase(
        "slack_user_token_log",
        f"[slack] DEBUG using user token {XOXP} for channel C024BE91L",
        (XOXP,),
        ("slack_token",),
        ("[slack] DEBUG using user token", "channel C024BE91L"),
    ),
    SecretCase(
        "slack_app_token_env",
        f"SLACK_APP_TOKEN={XAPP}\nSLACK_SOCKET_MODE=true",
        (XAPP,),
        ("slack_token",),
        ("SLACK_APP_TOKEN=", "SLACK_SOCKET_MODE=true"),
    ),
    SecretCase(
        "slack_refresh_and_workspace_tokens",
        f'{{"ok": true, "refresh_token": "{XOXR}", "legacy": "{XOXA}", "team": {{"id": "T9TK3CUKW"}}}}',
        (XOXR, XOXA),
        ("slack_token",),
        ('"ok": true', '"team": {"id": "T9TK3CUKW"}'),
    ),
    SecretCase(
        "slack_webhook_curl",
        "curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"deploy done\"}' "
        f"https://hooks.slack.com/services/{SLACK_HOOK_PATH}",
        (SLACK_HOOK_PATH,),
        ("slack_webhook",),
        ("curl -X POST", '"text":"deploy done"', "https://hooks.slack.com/services/"),
    ),
    # -- Stripe ----------------------------------------------------------------------------------------
    SecretCase(
        "stripe_live_secret_config",
        f"stripe:\n  secret_key: {STRIPE_LIVE}\n  currency: eur\n",
        (STRIPE_LIVE,),
        ("stripe_secret_key",),
        ("stripe:", "secret_key:", "currency: eur"),
    ),
    SecretCase(
        "stripe_test_secret_pytest",
        f'@pytest.fixture\ndef stripe_client():\n    return StripeClient("{STRIPE_TEST}")',
        (STRIPE_TEST,),
        ("stripe_secret_key",),
        ("@pytest.fixture", "def stripe_client():", "return StripeClient("),
    ),
    SecretCase(
        "stripe_restricted_key_chat",
        f"use the restricted key {STRIPE_RK} for the reporting service, it only has read access",
        (STRIPE_RK,),
        ("stripe_secret_key",),
        ("use the restricted key", "for the reporting service"),
    ),
    SecretCase(
        "stripe_webhook_secret",
        f"$ stripe listen --forward-to localhost:4242/webhook\nReady! Your webhook signing secret is {STRIPE_WHSEC}",
        (STRIPE_WHSEC,),
        ("stripe_secret_key",),
        ("stripe listen --forward-to localhost:4242/webhook", "Your webhook signing secret is"),
    ),
    # -- Google ----------------------------------------------------------------------------------------
    SecretCase(
        "google_api_key_js",
        f'const firebaseConfig = {{\n  apiKey: "{GOOGLE_KEY}",\n  authDomain: "acme-app.firebaseapp.com",\n}};',
        (GOOGLE_KEY,),
        ("google_api_key",),
        ("const firebaseConfig", 'authDomain: "acme-app.firebaseapp.com"'),
    ),
    SecretCase(
        "google_oauth_client_secret_json",
        '{"installed":{"client_id":"123456789012-abc.apps.googleusercontent.com",'
        f'"client_secret":"{GOCSPX}","redirect_uris":["http://localhost"]}}}}',
        (GOCSPX,),
        ("google_oauth_client_secret",),
        ('"client_id":"123456789012-abc.apps.googleusercontent.com"', '"redirect_uris":["http://localhost"]'),
    ),
    SecretCase(
        "google_access_token_log",
        f"DEBUG google.auth refreshed credentials, access token {YA29} expires in 3599s",
        (YA29,),
        ("google_oauth_token",),
        ("DEBUG google.auth refreshed credentials", "expires in 3599s"),
    ),
    # -- JWT -------------------------------------------------------------------------------------------
    SecretCase(
        "jwt_authorization_bearer",
        f"GET /api/v2/orders HTTP/1.1\nHost: shop.example.com\nAuthorization: Bearer {JWT_1}\nAccept: */*",
        (JWT_1,),
        ("jwt",),
        ("GET /api/v2/orders HTTP/1.1", "Host: shop.example.com", "Authorization: Bearer", "Accept: */*"),
    ),
    SecretCase(
        "jwt_in_json_response",
        f'{{"id_token": "{JWT_2}", "expires_in": 3600, "token_type": "Bearer"}}',
        (JWT_2,),
        ("jwt",),
        ('"expires_in": 3600', '"token_type": "Bearer"'),
    ),
    SecretCase(
        "jwt_in_chat",
        f"why does the backend reject this? {JWT_3} it was issued five minutes ago",
        (JWT_3,),
        ("jwt",),
        ("why does the backend reject this?", "it was issued five minutes ago"),
    ),
    # -- private keys ----------------------------------------------------------------------------------
    SecretCase(
        "pem_rsa_private_key",
        f"$ cat deploy/id_rsa\n{PEM_RSA}\n$ chmod 600 deploy/id_rsa",
        (PEM_RSA, PEM_RSA.splitlines()[3]),
        ("private_key",),
        ("$ cat deploy/id_rsa", "$ chmod 600 deploy/id_rsa"),
    ),
    SecretCase(
        "pem_openssh_private_key",
        f"Here is the key the CI uses:\n\n{PEM_OPENSSH}\n\nplease rotate it after the migration.",
        (PEM_OPENSSH, PEM_OPENSSH.splitlines()[2]),
        ("private_key",),
        ("Here is the key the CI uses:", "please rotate it after the migration."),
    ),
    SecretCase(
        "pem_ec_private_key",
        f"# tls/server-key.pem\n{PEM_EC}\n",
        (PEM_EC, PEM_EC.splitlines()[1]),
        ("private_key",),
        ("# tls/server-key.pem",),
    ),
    SecretCase(
        "pem_encrypted_private_key",
        f"openssl pkcs8 -topk8 -in key.pem -v2 aes-256-cbc\n{PEM_ENCRYPTED}\nwriting done",
        (PEM_ENCRYPTED, PEM_ENCRYPTED.splitlines()[4]),
        ("private_key",),
        ("openssl pkcs8 -topk8 -in key.pem -v2 aes-256-cbc", "writing done"),
    ),
    SecretCase(
        "pem_pkcs8_in_service_account_json",
        '{"type": "service_account", "project_id": "acme-prod", "private_key_id": "'
        + hexs(40)
        + '", "private_key": "'
        + PEM_PKCS8.replace("\n", "\\n")
        + '\\n", "client_email": "bot@acme-prod.iam.gserviceaccount.com"}',
        (PEM_PKCS8.splitlines()[1], PEM_PKCS8.splitlines()[5]),
        ("private_key",),
        ('"type": "service_account"', '"project_id": "acme-prod"', '"client_email"'),
    ),
    SecretCase(
        "pem_truncated_at_end",
        f"the tool output was cut off:\n-----BEGIN RSA PRIVATE KEY-----\n{PEM_TRUNCATED_BODY}",
        tuple(PEM_TRUNCATED_BODY.splitlines()),
        ("private_key",),
        ("the tool output was cut off:",),
    ),
    SecretCase(
        "pgp_private_key_block",
        f"gpg --armor --export-secret-keys jane@example.com\n{PEM_PGP}",
        (PEM_PGP.splitlines()[2],),
        ("private_key",),
        ("gpg --armor --export-secret-keys jane@example.com",),
    ),
    # -- passwords in URLs -----------------------------------------------------------------------------
    SecretCase(
        "https_url_password",
        f"pip install --index-url https://ci-reader:{URL_PW}@pypi.acme.internal/simple/ acme-core==2.3.1",
        (URL_PW,),
        ("url_password",),
        ("pip install --index-url https://ci-reader:", "@pypi.acme.internal/simple/", "acme-core==2.3.1"),
    ),
    SecretCase(
        "ftp_url_password",
        f"lftp ftp://backup:{FTP_PW}@ftp.example.org/nightly -e 'mirror --reverse'",
        (FTP_PW,),
        ("url_password",),
        ("lftp ftp://backup:", "@ftp.example.org/nightly", "mirror --reverse"),
    ),
    SecretCase(
        "postgres_url",
        f'DATABASE_URL="postgres://app_user:{PG_PW}@db.internal:5432/orders?sslmode=require"',
        (PG_PW,),
        ("database_password",),
        ("DATABASE_URL=", "postgres://app_user:", "@db.internal:5432/orders?sslmode=require"),
    ),
    SecretCase(
        "mongodb_srv_url",
        f'client = MongoClient("mongodb+srv://analytics:{MONGO_PW}@cluster0.ab1cd.mongodb.net/?retryWrites=true")',
        (MONGO_PW,),
        ("database_password",),
        ("client = MongoClient(", "mongodb+srv://analytics:", "@cluster0.ab1cd.mongodb.net/?retryWrites=true"),
    ),
    SecretCase(
        "redis_url_empty_user",
        f"REDIS_URL=redis://:{REDIS_PW}@cache.internal:6379/0",
        (REDIS_PW,),
        ("database_password",),
        ("REDIS_URL=redis://:", "@cache.internal:6379/0"),
    ),
    SecretCase(
        "mysql_url_in_yaml",
        f"spring:\n  datasource:\n    url: mysql://root:{MYSQL_PW}@localhost:3306/shop\n",
        (MYSQL_PW,),
        ("database_password",),
        ("spring:", "datasource:", "mysql://root:", "@localhost:3306/shop"),
    ),
    SecretCase(
        "amqp_url",
        f"celery -A tasks worker --broker=amqp://worker:{AMQP_PW}@rabbitmq:5672//",
        (AMQP_PW,),
        ("database_password",),
        ("celery -A tasks worker --broker=amqp://worker:", "@rabbitmq:5672//"),
    ),
    SecretCase(
        "sqlalchemy_traceback_dsn",
        "sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) could not connect to server\n"
        f"(Background on this error at: https://sqlalche.me/e/20/e3q8) engine=postgresql+psycopg2://etl:{SQLA_PW}@10.0.3.7/warehouse",
        (SQLA_PW,),
        ("database_password",),
        ("sqlalchemy.exc.OperationalError", "https://sqlalche.me/e/20/e3q8", "@10.0.3.7/warehouse"),
    ),
    SecretCase(
        "sentry_legacy_dsn_with_secret",
        f"SENTRY_DSN=https://{hexs(32)}:{SENTRY_SECRET}@o123456.ingest.sentry.io/4505",
        (SENTRY_SECRET,),
        ("url_password",),
        ("SENTRY_DSN=https://", "@o123456.ingest.sentry.io/4505"),
    ),
    # -- KEY=value -------------------------------------------------------------------------------------
    SecretCase(
        "dotenv_db_password",
        f"DB_HOST=localhost\nDB_USER=app\nDB_PASSWORD={ENV_DB_PW}\nDB_NAME=orders\n",
        (ENV_DB_PW,),
        ("secret_assignment",),
        ("DB_HOST=localhost", "DB_USER=app", "DB_PASSWORD=", "DB_NAME=orders"),
    ),
    SecretCase(
        "prose_password_between_commas",
        "try x, password=hunter2, y and see",
        ("hunter2",),
        ("secret_assignment",),
        ("try x, password=", ", y and see"),
    ),
    SecretCase(
        "prose_token_then_comma",
        "the old one was token=abc123def456, next time use the vault",
        ("abc123def456",),
        ("secret_assignment",),
        ("the old one was token=", "next time use the vault"),
    ),
    SecretCase(
        "yaml_password_with_spaces",
        f"smtp:\n  host: mail.example.com\n  username: alerts\n  password: {YAML_PW}\n  port: 587\n",
        (YAML_PW, "horse battery"),
        ("secret_assignment",),
        ("host: mail.example.com", "username: alerts", "password:", "port: 587"),
    ),
    SecretCase(
        "export_quoted_token",
        f'export API_TOKEN="{EXPORT_TOKEN}"\nexport API_BASE=https://api.example.com',
        (EXPORT_TOKEN,),
        ("secret_assignment",),
        ("export API_TOKEN=", "export API_BASE=https://api.example.com"),
    ),
    SecretCase(
        "json_client_secret",
        f'{{"client_id": "web-frontend", "client_secret": "{CLIENT_SECRET}", "grant_type": "client_credentials"}}',
        (CLIENT_SECRET,),
        ("secret_assignment",),
        ('"client_id": "web-frontend"', '"client_secret"', '"grant_type": "client_credentials"'),
    ),
    SecretCase(
        "django_secret_key",
        f"# settings.py\nDEBUG = False\nSECRET_KEY = '{DJANGO_KEY}'\nALLOWED_HOSTS = ['acme.example.com']",
        (DJANGO_KEY,),
        ("django_secret_key",),
        ("# settings.py", "DEBUG = False", "SECRET_KEY = ", "ALLOWED_HOSTS = ['acme.example.com']"),
    ),
    SecretCase(
        "toml_api_key",
        f'[tool.acme]\nendpoint = "https://api.acme.dev"\napi_key = "{TOML_KEY}"\ntimeout = 30\n',
        (TOML_KEY,),
        ("secret_assignment",),
        ("[tool.acme]", 'endpoint = "https://api.acme.dev"', "api_key = ", "timeout = 30"),
    ),
    SecretCase(
        "docker_compose_environment",
        "services:\n  db:\n    image: postgres:16\n    environment:\n"
        f"      POSTGRES_USER: app\n      POSTGRES_PASSWORD: {COMPOSE_PW}\n",
        (COMPOSE_PW,),
        ("secret_assignment",),
        ("image: postgres:16", "POSTGRES_USER: app", "POSTGRES_PASSWORD:"),
    ),
    SecretCase(
        "dotnet_connection_string",
        '{\n  "ConnectionStrings": {\n    "Default": '
        f'"Server=tcp:sql.acme.net,1433;Database=shop;User ID=shop_app;Password={CONN_PW};Encrypt=True;"\n  }}\n}}',
        (CONN_PW,),
        ("secret_assignment",),
        ('"ConnectionStrings"', "Server=tcp:sql.acme.net,1433", "Database=shop", "Encrypt=True"),
    ),
    SecretCase(
        "kubernetes_secret_manifest",
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-creds\ntype: Opaque\n"
        f"data:\n  username: YWRtaW4=\n  password: {K8S_PW}\n",
        (K8S_PW,),
        ("secret_assignment",),
        ("apiVersion: v1", "kind: Secret", "name: db-creds", "username: YWRtaW4="),
    ),
    SecretCase(
        "query_string_api_key",
        f"GET https://maps.example.com/api/geocode?address=Berlin&api_key={QUERY_KEY}&format=json 200 OK",
        (QUERY_KEY,),
        ("secret_assignment",),
        ("https://maps.example.com/api/geocode?address=Berlin", "&format=json 200 OK"),
    ),
    SecretCase(
        "php_array_password",
        f"'mysql' => [\n    'host' => '127.0.0.1',\n    'password' => '{PHP_PW}',\n],",
        (PHP_PW,),
        ("secret_assignment",),
        ("'mysql' => [", "'host' => '127.0.0.1'", "'password' =>"),
    ),
    SecretCase(
        "go_mysql_dsn",
        f"MYSQL_DSN=shop:{GO_DSN_PW}@tcp(127.0.0.1:3306)/shop?parseTime=true",
        (GO_DSN_PW,),
        ("secret_assignment",),
        ("MYSQL_DSN=",),
    ),
    SecretCase(
        "pgpassword_prefix",
        f"$ PGPASSWORD={PGPASSWORD} psql -h db.internal -U reporting -c 'select count(*) from orders'",
        (PGPASSWORD,),
        ("secret_assignment",),
        ("$ PGPASSWORD=", "psql -h db.internal -U reporting", "select count(*) from orders"),
    ),
    SecretCase(
        "ini_password_with_spaces",
        f"[smtp]\nserver = mail.example.com\npassword = {PASS_WITH_SPACE}\n",
        (PASS_WITH_SPACE, PASS_WITH_SPACE.split()[-1]),
        ("secret_assignment",),
        ("[smtp]", "server = mail.example.com", "password ="),
    ),
    SecretCase(
        "pypirc_password",
        f"[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = {PYPI}\n",
        (PYPI,),
        ("pypi_token",),
        ("[distutils]", "index-servers = pypi", "username = __token__", "password ="),
    ),
    SecretCase(
        "netrc_password",
        f"machine api.heroku.com\n  login jane@example.com\n  password {CREDS_FILE_PW}\n"
        f"machine git.heroku.com login jane password {NETRC_PW_2}\n",
        (CREDS_FILE_PW, NETRC_PW_2),
        ("netrc_password",),
        ("machine api.heroku.com", "login jane@example.com"),
    ),
    # -- HTTP headers ----------------------------------------------------------------------------------
    SecretCase(
        "authorization_basic",
        f"> GET /metrics HTTP/1.1\n> Authorization: Basic {BASIC}\n> User-Agent: curl/8.5.0",
        (BASIC,),
        ("auth_header",),
        ("> GET /metrics HTTP/1.1", "Authorization: Basic", "User-Agent: curl/8.5.0"),
    ),
    SecretCase(
        "authorization_bearer_opaque_python",
        f'headers = {{"Authorization": "Bearer {OPAQUE_BEARER}", "Content-Type": "application/json"}}',
        (OPAQUE_BEARER,),
        ("auth_header",),
        ("headers = ", '"Authorization": "Bearer', '"Content-Type": "application/json"'),
    ),
    SecretCase(
        "bearer_token_in_log",
        f'127.0.0.1 - - [12/Jan/2026:08:15:02 +0000] token=Bearer {BEARER_LOG} "GET /v1/items HTTP/1.1" 200',
        (BEARER_LOG,),
        ("bearer_token",),
        ("127.0.0.1", "[12/Jan/2026:08:15:02 +0000]", '"GET /v1/items HTTP/1.1" 200'),
    ),
    SecretCase(
        "cookie_header",
        f"< HTTP/2 200\n< set-cookie: sessionid={COOKIE_SESSION}; Path=/; HttpOnly\n< content-type: text/html",
        (COOKIE_SESSION,),
        ("cookie",),
        ("< HTTP/2 200", "content-type: text/html"),
    ),
    # -- other providers -------------------------------------------------------------------------------
    SecretCase(
        "npmrc_auth_token",
        f"registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken={NPM}\nsave-exact=true",
        (NPM,),
        ("npm_token",),
        ("registry=https://registry.npmjs.org/", "//registry.npmjs.org/:_authToken=", "save-exact=true"),
    ),
    SecretCase(
        "pypi_token_twine",
        f"$ twine upload dist/* -u __token__ -p {PYPI}\nUploading acme_core-2.3.1-py3-none-any.whl",
        (PYPI,),
        ("pypi_token",),
        ("twine upload dist/*", "Uploading acme_core-2.3.1-py3-none-any.whl"),
    ),
    SecretCase(
        "twilio_api_key_sid",
        f'client = Client("{TWILIO_SK}", api_secret, account_sid)\nmessage = client.messages.create(to="+15558675310")',
        (TWILIO_SK,),
        ("twilio_api_key",),
        ("client = Client(", "api_secret, account_sid", 'to="+15558675310"'),
    ),
    SecretCase(
        "sendgrid_key",
        f"sg = SendGridAPIClient('{SENDGRID}')  # TODO move to vault\nresponse = sg.send(message)",
        (SENDGRID,),
        ("sendgrid_api_key",),
        ("sg = SendGridAPIClient(", "# TODO move to vault", "response = sg.send(message)"),
    ),
    SecretCase(
        "mailgun_key",
        f"curl -s --user 'api:{MAILGUN}' https://api.mailgun.net/v3/mg.example.com/messages -F to=ops@example.com",
        (MAILGUN,),
        ("mailgun_api_key",),
        ("https://api.mailgun.net/v3/mg.example.com/messages", "-F to=ops@example.com"),
    ),
    SecretCase(
        "vault_token_export",
        f"$ export VAULT_ADDR=https://vault.internal:8200\n$ export VAULT_TOKEN={VAULT}\n$ vault kv get secret/app",
        (VAULT,),
        ("vault_token",),
        ("export VAULT_ADDR=https://vault.internal:8200", "VAULT_TOKEN=", "vault kv get secret/app"),
    ),
    SecretCase(
        "huggingface_cli_login",
        f"$ huggingface-cli login --token {HF}\nToken is valid (permission: read).",
        (HF,),
        ("huggingface_token",),
        ("huggingface-cli login --token", "Token is valid (permission: read)."),
    ),
    SecretCase(
        "azure_storage_connection_string",
        "AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName=acmelogs;"
        f"AccountKey={AZURE_KEY};EndpointSuffix=core.windows.net",
        (AZURE_KEY, AZURE_KEY[:40]),
        ("azure_storage_key",),
        ("AZURE_STORAGE_CONNECTION_STRING=",),
    ),
    SecretCase(
        "azure_sas_url",
        "az storage blob download --blob-url "
        f"'https://acmelogs.blob.core.windows.net/logs/app.log?sv=2022-11-02&ss=b&sp=r&se=2026-02-01&sig={AZURE_SIG}'",
        (AZURE_SIG, AZURE_SIG[:30]),
        ("azure_sas_signature",),
        ("az storage blob download --blob-url", "https://acmelogs.blob.core.windows.net/logs/app.log?sv=2022-11-02"),
    ),
    SecretCase(
        "gitlab_pat_clone",
        f"git clone https://oauth2:{GLPAT}@gitlab.com/acme/platform/infra.git",
        (GLPAT,),
        ("gitlab_token",),
        ("git clone https://oauth2:", "@gitlab.com/acme/platform/infra.git"),
    ),
    SecretCase(
        "digitalocean_token",
        f"$ doctl auth init --access-token {DOP}\nValidating token... OK",
        (DOP,),
        ("digitalocean_token",),
        ("doctl auth init --access-token", "Validating token... OK"),
    ),
    SecretCase(
        "shopify_admin_token",
        f"SHOPIFY_STORE=acme-dev.myshopify.com\nSHOPIFY_ADMIN_ACCESS={SHPAT}\n",
        (SHPAT,),
        ("shopify_token",),
        ("SHOPIFY_STORE=acme-dev.myshopify.com", "SHOPIFY_ADMIN_ACCESS="),
    ),
    SecretCase(
        "groq_key_python",
        f'llm = ChatGroq(model="llama-3.1-70b-versatile", groq_api_key="{GROQ}")',
        (GROQ,),
        ("groq_api_key",),
        ("llm = ChatGroq(", 'model="llama-3.1-70b-versatile"'),
    ),
    SecretCase(
        "replicate_token",
        f"REPLICATE_API_TOKEN={R8} replicate run stability-ai/sdxl",
        (R8,),
        ("replicate_api_token",),
        ("REPLICATE_API_TOKEN=", "replicate run stability-ai/sdxl"),
    ),
    SecretCase(
        "databricks_token",
        f"[DEFAULT]\nhost = https://adb-1234567890123456.7.azuredatabricks.net\ntoken = {DAPI}\n",
        (DAPI,),
        ("databricks_token",),
        ("[DEFAULT]", "host = https://adb-1234567890123456.7.azuredatabricks.net", "token ="),
    ),
    SecretCase(
        "telegram_bot_url",
        f"requests.post(f'https://api.telegram.org/bot{TELEGRAM}/sendMessage', data={{'chat_id': chat_id}})",
        (TELEGRAM,),
        ("telegram_bot_token",),
        ("requests.post(f'https://api.telegram.org/bot", "/sendMessage'", "'chat_id': chat_id"),
    ),
    SecretCase(
        "discord_webhook",
        f"DISCORD_ALERTS=https://discord.com/api/webhooks/{DISCORD_HOOK}\n# posts build failures",
        (DISCORD_HOOK, DISCORD_HOOK.split("/")[1]),
        ("discord_webhook",),
        ("DISCORD_ALERTS=https://discord.com/api/webhooks/", "# posts build failures"),
    ),
    # -- command lines ---------------------------------------------------------------------------------
    SecretCase(
        "cli_password_flag",
        f"$ docker login registry.acme.io --username ci-bot --password {CLI_PW}\nLogin Succeeded",
        (CLI_PW,),
        ("cli_password",),
        ("docker login registry.acme.io --username ci-bot --password", "Login Succeeded"),
    ),
    SecretCase(
        "curl_user_password",
        f"curl -u admin:{CURL_PW} -X DELETE http://localhost:9200/logs-2025.12",
        (CURL_PW,),
        ("cli_password",),
        ("curl -u admin:", "-X DELETE http://localhost:9200/logs-2025.12"),
    ),
    SecretCase(
        "mysql_dash_p",
        f"$ mysql -h 127.0.0.1 -u root -p{MYSQL_CLI_PW} shop < dump.sql",
        (MYSQL_CLI_PW,),
        ("cli_password",),
        ("mysql -h 127.0.0.1 -u root -p", "shop < dump.sql"),
    ),
    SecretCase(
        "sshpass",
        f"sshpass -p '{SSHPASS_PW}' ssh deploy@10.0.0.12 'systemctl restart app'",
        (SSHPASS_PW,),
        ("cli_password",),
        ("sshpass -p", "ssh deploy@10.0.0.12", "systemctl restart app"),
    ),
    # -- generic high-entropy blobs --------------------------------------------------------------------
    SecretCase(
        "high_entropy_base64_in_chat",
        f"the encryption key for staging is {BLOB_B64} — it is also in 1password",
        (BLOB_B64,),
        ("high_entropy",),
        ("the encryption key for staging is", "it is also in 1password"),
    ),
    SecretCase(
        "high_entropy_base64url_in_log",
        f"[worker-3] 2026-01-12 08:15:02,114 INFO signing payload with {BLOB_B64URL} (kid=prod-2026)",
        (BLOB_B64URL,),
        ("high_entropy",),
        ("[worker-3] 2026-01-12 08:15:02,114 INFO signing payload with", "(kid=prod-2026)"),
    ),
)


# -- text that must come through unchanged ------------------------------------------------------------------------
SHA1 = hexs(40)
SHA1_B = hexs(40)
SHA256 = hexs(64)
SESSION_UUID = uuid()
MSG_ID = "msg_01" + rand(ALNUM, 22)
TOOLU_ID = "toolu_01" + rand(ALNUM, 22)
REQ_ID = "req_011C" + rand(ALNUM, 20)
SRI_512 = "sha512-" + rand(B64, 86) + "=="
GO_SUM = rand(B64, 43) + "="

SURVIVE_CASES: tuple[tuple[str, str], ...] = (
    (
        "git_log",
        f"commit {SHA1}\nAuthor: Jane Doe <jane@example.com>\nDate:   Mon Jan 12 08:15:02 2026 +0100\n\n"
        f"    Fix flaky retry test\n\ncommit {SHA1_B}\nMerge: {SHA1[:7]} {SHA1_B[:7]}",
    ),
    ("git_short_shas", f"git rebase -i {SHA1[:7]}^ && git cherry-pick {SHA1_B[:12]}"),
    ("git_diff_index", f"diff --git a/src/app.py b/src/app.py\nindex {SHA1[:9]}..{SHA1_B[:9]} 100644"),
    ("upper_case_hex", f"SHA256 checksum: {SHA256.upper()}"),
    ("docker_digest", f"ghcr.io/acme/api@sha256:{SHA256}"),
    ("uuid_session", f"resumed session {SESSION_UUID} (Claude Code)"),
    ("claude_transcript_path", f"~/.claude/projects/-Users-jane-src-widgets/{SESSION_UUID}.jsonl"),
    ("json_session_id", f'{{"session_id": "{SESSION_UUID}", "hook_event_name": "Stop", "stop_hook_active": false}}'),
    ("message_id", f'{{"id": "{MSG_ID}", "type": "message", "role": "assistant", "model": "claude-sonnet-4-5"}}'),
    ("tool_use_id", f'{{"type": "tool_use", "id": "{TOOLU_ID}", "name": "Bash", "input": {{"command": "ls"}}}}'),
    ("request_id", f"anthropic request-id: {REQ_ID} took 2.4s"),
    ("unix_paths", "/usr/local/lib/python3.11/site-packages/engram/domain/redaction.py:120: in redact"),
    ("windows_path", r"C:\Users\Jane\AppData\Local\Programs\Python\Python311\Lib\site-packages\httpx\_client.py"),
    ("package_versions", "numpy==1.26.4 httpx>=0.27 click~=8.1.7 rich==13.7.1 pytest==8.3.2"),
    ("package_json", '{"dependencies": {"react": "^18.2.0", "typescript": "~5.4.5", "@types/node": "20.11.30"}}'),
    ("semver_build_metadata", "released 1.2.3-beta.4+exp.sha.5114f85 and 2.0.0-rc.1"),
    ("url_without_credentials", "see https://github.com/acme/widgets/pull/1234/files?diff=split#diff-3f1c2a9b"),
    ("ssh_git_remote", "git@github.com:acme/widgets.git"),
    ("url_user_only", "ssh://git@gitlab.example.com:2222/acme/widgets.git"),
    ("localhost_url", "curl http://localhost:8080/api/v1/health and http://[::1]:8080/ready"),
    ("email_addresses", "ping jane.doe@example.com or ops+alerts@acme.io"),
    ("short_base64", "echo aGVsbG8gd29ybGQ= | base64 -d"),
    ("basic_k8s_username", "data:\n  username: YWRtaW4="),
    ("npm_lock_integrity", f'"node_modules/react": {{"version": "18.2.0", "integrity": "{SRI_512}"}}'),
    ("yarn_lock_integrity", f'react@^18.2.0:\n  version "18.2.0"\n  integrity {SRI_512}'),
    ("go_sum", f"github.com/stretchr/testify v1.9.0 h1:{GO_SUM}"),
    ("poetry_lock_hash", f'files = [\n    {{file = "httpx-0.27.0-py3-none-any.whl", hash = "sha256:{SHA256}"}},\n]'),
    ("pip_hash", f"httpx==0.27.0 --hash=sha256:{SHA256}"),
    ("cargo_lock_checksum", f'name = "serde"\nversion = "1.0.197"\nchecksum = "{SHA256}"'),
    ("timestamps", "2026-01-12T08:15:02.123456+01:00 and 1736669702 and 12/Jan/2026:08:15:02 +0000"),
    (
        "long_snake_case_names",
        "tests/test_redaction.py::test_secret_assignment_keeps_key_and_redacts_value_for_every_dotenv_form PASSED",
    ),
    (
        "camel_case_identifiers",
        "handleOAuthCallbackWithRefreshTokenRotationV2 calls getUserAccountSettingsForTenant2024",
    ),
    ("kubernetes_pod_names", "web-7d9f8b6c5d-x2k4j   1/1   Running   0   3d4h"),
    (
        "prose_about_secrets",
        "Remember to rotate the API key and never commit the .env file; the token expires after one hour "
        "and the password policy requires twelve characters.",
    ),
    ("code_reading_env", 'api_key = os.environ["OPENAI_API_KEY"]\npassword = getpass.getpass("Password: ")'),
    (
        "typed_fields",
        "class Settings(BaseModel):\n    api_key: str | None = None\n    token: SecretStr\n    password: str",
    ),
    ("token_counts", '{"usage": {"input_tokens": 1234, "output_tokens": 567}, "max_tokens": 4096}'),
    (
        "non_secret_key_names",
        "PASSWORD_MIN_LENGTH=12\nTOKEN_EXPIRY=3600\nSECRET_NAME=prod/db\nAPI_KEY_HEADER=X-Api-Key",
    ),
    (
        "shell_variable_references",
        'curl -H "Authorization: Bearer $GITHUB_TOKEN" -u "$USER:$PASS" https://api.github.com',
    ),
    ("compose_interpolation", "environment:\n  - API_KEY=${API_KEY}\n  - DB_PASSWORD=${DB_PASSWORD:?required}"),
    ("placeholders", "OPENAI_API_KEY=<your-api-key>\nSTRIPE_SECRET_KEY=sk_live_...\npassword: ********"),
    ("stripe_publishable_key", "const stripe = Stripe('pk_live_51" + rand(ALNUM, 97) + "');"),
    ("twilio_account_sid", "TWILIO_ACCOUNT_SID=AC" + hexs(32)),
    ("sentry_public_dsn", f"dsn: https://{hexs(32)}@o123456.ingest.sentry.io/4505"),
    ("markdown_rules", "| kind | count |\n|------|-------|\n" + "-" * 40 + "\n" + "=" * 40),
    (
        "huggingface_cache_path",
        f"~/.cache/huggingface/hub/models--sentence-transformers--all-MiniLM-L6-v2/snapshots/{SHA1}/config.json",
    ),
    ("oauth_token_metadata", "token_type: bearer\nexpires_in: 3600\nscope: repo read:org"),
    ("kwargs_and_attributes", "    conn = connect(host=host, password=password)\n    self.token = token"),
    ("yaml_non_secret_keys", "primary_key: id\nsort_keys: true\ncache_key: user-profile\nkeyboard: dvorak"),
    (
        "pem_public_key_mention",
        'if line.startswith("-----BEGIN RSA PRIVATE KEY-----"):\n    raise ValueError("use PKCS8")',
    ),
    ("author_and_passed", "Author: Jane Doe\n12 passed, 1 skipped in 0.42s"),
    ("chat_with_ids", f"the hook got session {SESSION_UUID}, last message {MSG_ID} and tool call {TOOLU_ID}"),
    ("github_blob_url_with_sha", f"https://github.com/python/cpython/blob/{SHA1}/Lib/platform.py#L120"),
    ("upper_snake_constants", "ERR_SSL_PROTOCOL_VERSION_ALERT_2024 and x1fREPEATED_FIELD_ENCODING_UNKNOWN"),
    (
        "camel_case_with_digits",
        "testWriteAndConvertCallsWin32WithParamsAndCommand raised in QDQDisableWeightAdjustForInt32",
    ),
)
