"""``s3://bucket/prefix``: the site in an S3 bucket (Amazon S3, or any compatible service with
``--endpoint URL``: MinIO, Wasabi, Backblaze B2, Cloudflare R2, OVH…) with boto3, the reference
client. The address's user is the access key id, the secret (keyring) the secret access key;
without a user, boto3's usual sources (environment, ``~/.aws``) are used. S3 has no rename and
needs none: a PUT replaces the whole object at once, a reader gets the old one or the new one."""

from __future__ import annotations

from figs_td.services.push import PushLost, PushRefused, PushTarget, check_name
from figs_td.services.push.webdav import cache_control, content_type

MAX_READ = 64 * 1024 * 1024
REFUSED = {"AccessDenied", "InvalidAccessKeyId", "SignatureDoesNotMatch", "AllAccessDisabled",
           "AccountProblem", "InvalidSecurity", "ExpiredToken", "InvalidToken"}  # fmt: skip


class S3Transport:
    def __init__(self, target: PushTarget, secret: str | None) -> None:
        try:
            import boto3
            from botocore.config import Config
        except ImportError:
            raise PushRefused(
                "invio a s3:// non disponibile: manca la libreria boto3 (installarla con "
                "'pip install boto3' nell'ambiente del programma)"
            ) from None
        self.target = target
        self.bucket = target.host
        self.prefix = target.path.strip("/")
        kw = {}
        if target.user:
            kw = {"aws_access_key_id": target.user, "aws_secret_access_key": secret or ""}
        config = Config(connect_timeout=15, read_timeout=30, retries={"max_attempts": 2})
        self.client = boto3.client(
            "s3", endpoint_url=target.endpoint, verify=not target.insecure, config=config,
            region_name="us-east-1", **kw,
        )  # fmt: skip
        self._call("head_bucket", Bucket=self.bucket, what="il bucket")

    def _key(self, name: str) -> str:
        check_name(name)
        return f"{self.prefix}/{name}" if self.prefix else name

    def _call(self, op: str, *, what: str, **kw: object) -> object:
        from botocore.exceptions import BotoCoreError, ClientError, EndpointConnectionError

        where = self.target.display()
        try:
            return getattr(self.client, op)(**kw)
        except ClientError as exc:
            code = str(exc.response.get("Error", {}).get("Code", ""))
            status = int(exc.response.get("ResponseMetadata", {}).get("HTTPStatusCode", 0) or 0)
            if code in ("NoSuchKey", "404") and op == "get_object":
                raise FileNotFoundError from None
            if code in ("NoSuchBucket",) or (op == "head_bucket" and status == 404):
                raise PushRefused(f"il bucket '{self.bucket}' non esiste su {where}") from None
            if code in REFUSED or status in (401, 403):
                raise PushRefused(
                    f"chiave sbagliata o utente non autorizzato su {where} ({code or status})"
                ) from None
            if code in ("QuotaExceeded", "EntityTooLarge") or status == 507:
                raise PushRefused(f"spazio esaurito su {where}: {what} non scritto") from None
            if status >= 500 or code in ("SlowDown", "RequestTimeout", "InternalError"):
                raise PushLost(f"{where} non risponde come dovrebbe ({code or status})") from None
            raise PushRefused(f"{where} ha rifiutato {what} ({code or status})") from None
        except (EndpointConnectionError, BotoCoreError, OSError) as exc:
            raise PushLost(f"{where} non raggiungibile ({exc})") from None

    def read(self, name: str) -> bytes | None:
        try:
            out = self._call("get_object", Bucket=self.bucket, Key=self._key(name), what=name)
        except FileNotFoundError:
            return None
        body = out["Body"]  # type: ignore[index]
        data = body.read(MAX_READ + 1)
        if len(data) > MAX_READ:
            raise PushRefused(f"'{name}' sul sito è troppo grande per essere un file del programma")
        return bytes(data)

    def put_atomic(self, name: str, data: bytes) -> None:
        self._call(
            "put_object", Bucket=self.bucket, Key=self._key(name), Body=data,
            ContentType=content_type(name), CacheControl=cache_control(name), what=name,
        )  # fmt: skip

    def remove(self, name: str) -> None:
        self._call("delete_object", Bucket=self.bucket, Key=self._key(name), what=name)

    def close(self) -> None:
        try:
            self.client.close()
        except Exception:  # noqa: BLE001 - closing
            pass
