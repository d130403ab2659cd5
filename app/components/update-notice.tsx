import { useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useT } from "~/utils/use-t";
import { isNewBuild } from "~/lib/build-watch";

declare global {
  interface Window {
    __remixManifest?: { version?: string };
  }
}

/**
 * New versions (spec §7 Other): an open tab polls the build manifest every
 * `pollSeconds` (and when it becomes visible again). Once the server runs another build, a
 * notice offers a reload, and the next navigation loads the whole document from the new build
 * instead of mixing the old build's code with the new server's data.
 */
export function UpdateNotice({ pollSeconds }: { pollSeconds: number }) {
  const t = useT();
  const navigation = useNavigation();
  const [newBuild, setNewBuild] = useState(false);

  useEffect(() => {
    if (newBuild) return;
    const running = window.__remixManifest?.version;
    let stopped = false;
    const check = async () => {
      if (document.visibilityState === "hidden") return;
      try {
        const res = await fetch("/builds/manifest.json", { cache: "no-store" });
        const body = res.ok ? ((await res.json()) as { buildId?: unknown }) : null;
        if (!stopped && isNewBuild(running, body?.buildId)) setNewBuild(true);
      } catch {
        // offline or the server restarting: the next poll asks again
      }
    };
    const timer = window.setInterval(check, pollSeconds * 1000);
    const onVisible = () => document.visibilityState === "visible" && void check();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [pollSeconds, newBuild]);

  // the next navigation after a deploy is a full page load of the new build
  useEffect(() => {
    if (!newBuild || navigation.state !== "loading" || navigation.formMethod) return;
    const { pathname, search, hash } = navigation.location;
    window.location.assign(pathname + search + hash);
  }, [newBuild, navigation]);

  if (!newBuild) return null;
  return (
    <div className="update-notice" role="status">
      <p>{t("system.newVersion")}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t("system.newVersionReload")}
      </button>
    </div>
  );
}
