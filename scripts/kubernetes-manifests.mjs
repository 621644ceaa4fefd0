// The Kubernetes check's object work (scripts/kubernetes-check.sh renders, this reads what it rendered):
//
//   node scripts/kubernetes-manifests.mjs validate RENDERED.yaml [OVERLAY-NAME]
//     Validates every object against Kubernetes' OpenAPI schemas (the kubernetes-models package, offline:
//     types, formats, required fields and enums; like the API server's schemas it lets unknown fields
//     through), then checks what docs/operations.md promises of the web pods:
//     2+ replicas, probes on /healthz, requests and limits, non-root, read-only root filesystem with the
//     emptyDirs nginx writes to, no capabilities, the configuration from a ConfigMap in the output, every
//     Ingress host of the web pods among the names nginx answers (WEB_ALLOWED_HOSTS); and of
//     staging's simulator: an allow-list on its Ingress, a NetworkPolicy admitting only the web pods and
//     the ingress controller, its token key from a required Secret.
//   node scripts/kubernetes-manifests.mjs same A.yaml B.yaml
//     The same objects in both renderings (kustomize's ConfigMap name hashes aside): the overlays read
//     the same with Debian's kubectl 1.20 and a current kubectl.
//   node scripts/kubernetes-manifests.mjs podman RENDERED.yaml WEB-IMAGE SIM-IMAGE WEB-PORT SIM-PORT
//     Writes to stdout what `podman kube play` runs: the ConfigMaps, PersistentVolumeClaims and
//     Deployments (the kinds it knows; one replica each), the local images, and each pod's http port
//     published on 127.0.0.1, a Secret's value (the token key) as a random one of the play's own. Everything
//     else (probes, security context, volumes) is played as rendered.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseAllDocuments, stringify } from 'yaml';

function fail(message) {
  process.stderr.write(`kubernetes-manifests: ${message}\n`);
  process.exit(1);
}

function readObjects(file) {
  const objects = [];
  for (const doc of parseAllDocuments(readFileSync(file, 'utf8'))) {
    if (doc.errors.length) fail(`${file}: ${doc.errors[0].message}`);
    const object = doc.toJS();
    if (object !== null) objects.push(object);
  }
  if (objects.length === 0) fail(`${file} holds no objects`);
  return objects;
}

const label = (o) => `${o.kind}/${o.metadata?.name ?? '?'}`;

// ---- schemas ---------------------------------------------------------------------------------------------

/** The model class of an apiVersion and kind: kubernetes-models/<group>/<version>/<Kind> ("v1" = core). */
async function modelOf(object) {
  const { apiVersion, kind } = object;
  if (typeof apiVersion !== 'string' || typeof kind !== 'string') fail(`an object lacks apiVersion or kind`);
  try {
    const module = await import(`kubernetes-models/${apiVersion}/${kind}`);
    return module[kind];
  } catch {
    return null;
  }
}

async function schemaCheck(objects) {
  const problems = [];
  for (const object of objects) {
    const Model = await modelOf(object);
    if (!Model) {
      problems.push(`${label(object)}: no Kubernetes schema for ${object.apiVersion} ${object.kind}`);
      continue;
    }
    try {
      new Model(object).validate();
    } catch (error) {
      problems.push(`${label(object)}: ${error.message}`);
    }
  }
  return problems;
}

// ---- what docs/operations.md promises of the pods
// ---------------------------------------------------------------

function podChecks(objects, overlay) {
  const problems = [];
  const need = (ok, message) => ok || problems.push(message);
  const byKind = (kind) => objects.filter((o) => o.kind === kind);
  const configMaps = new Set(byKind('ConfigMap').map((o) => o.metadata.name));
  const web = byKind('Deployment').find((o) => o.metadata.name === 'sponsorspot-web');
  need(web, 'no Deployment sponsorspot-web');
  if (!web) return problems;
  const spec = web.spec.template.spec;
  const container = spec.containers.find((c) => c.name === 'web');
  need(web.spec.replicas >= 2, `sponsorspot-web has ${web.spec.replicas} replicas, fewer than 2`);
  for (const probe of ['readinessProbe', 'livenessProbe']) {
    need(container?.[probe]?.httpGet?.path === '/healthz', `the web container's ${probe} is not on /healthz`);
  }
  for (const kind of ['requests', 'limits']) {
    need(
      container?.resources?.[kind]?.cpu && container?.resources?.[kind]?.memory,
      `the web container has no cpu and memory ${kind}`,
    );
  }
  const security = { ...spec.securityContext, ...container?.securityContext };
  need(security.runAsNonRoot === true, 'the web pod does not set runAsNonRoot');
  need(security.runAsUser !== 0, 'the web pod runs as uid 0');
  need(
    container?.securityContext?.readOnlyRootFilesystem === true,
    'the web container has a writable root filesystem',
  );
  need(
    container?.securityContext?.allowPrivilegeEscalation === false,
    'the web container allows privilege escalation',
  );
  need(
    container?.securityContext?.capabilities?.drop?.includes('ALL'),
    'the web container keeps its capabilities',
  );
  const emptyDirs = new Set(spec.volumes.filter((v) => v.emptyDir).map((v) => v.name));
  for (const mountPath of ['/tmp', '/etc/nginx/conf.d', '/run/sponsorspot']) {
    const mount = container?.volumeMounts?.find((m) => m.mountPath === mountPath);
    need(mount && emptyDirs.has(mount.name), `nginx cannot write ${mountPath}: no emptyDir mounted there`);
  }
  const fromConfigMap = container?.envFrom?.map((e) => e.configMapRef?.name).filter(Boolean) ?? [];
  need(
    fromConfigMap.length > 0 && fromConfigMap.every((n) => configMaps.has(n)),
    'the web configuration is not from a ConfigMap of the output',
  );
  // nginx answers 421 to any Host but WEB_ALLOWED_HOSTS (the image's default is loopback only).
  const webSettings = byKind('ConfigMap').find((o) => fromConfigMap.includes(o.metadata.name));
  const servedNames = (webSettings?.data?.WEB_ALLOWED_HOSTS ?? 'localhost,127.0.0.1,::1')
    .split(',')
    .map((name) => name.trim().toLowerCase());
  for (const ingress of byKind('Ingress')) {
    for (const rule of ingress.spec?.rules ?? []) {
      const toWeb = rule.http?.paths?.some((p) => p.backend?.service?.name === 'sponsorspot-web');
      need(
        !toWeb || !rule.host || servedNames.includes(rule.host.toLowerCase()),
        `${label(ingress)} routes ${rule.host} to the web pods, which answer it 421: add it to WEB_ALLOWED_HOSTS`,
      );
    }
  }
  for (const [kind, name] of [
    ['Service', 'sponsorspot-web'],
    ['PodDisruptionBudget', 'sponsorspot-web'],
    ['HorizontalPodAutoscaler', 'sponsorspot-web'],
  ]) {
    need(
      byKind(kind).some((o) => o.metadata.name === name),
      `no ${kind} ${name}`,
    );
  }
  const simulator = byKind('Deployment').find((o) => o.metadata.name === 'sponsorspot-simulator');
  if (overlay === 'production') {
    need(!simulator, 'production runs the simulator');
    const webConfig = byKind('ConfigMap').find((o) => fromConfigMap.includes(o.metadata.name));
    for (const key of ['API_BASE_URL', 'CMS_URL', 'STRIPE_PUBLISHABLE_KEY']) {
      need(webConfig?.data?.[key], `production's web ConfigMap has no ${key}`);
    }
    need(
      !/^pk_sim_/.test(webConfig?.data?.STRIPE_PUBLISHABLE_KEY ?? ''),
      "production uses the simulator's Stripe key",
    );
  }
  if (overlay === 'staging') {
    need(simulator?.spec?.replicas === 1, 'staging has no simulator Deployment of one replica');
    const claim = simulator?.spec?.template?.spec?.volumes?.find((v) => v.persistentVolumeClaim)
      ?.persistentVolumeClaim?.claimName;
    need(
      claim && byKind('PersistentVolumeClaim').some((o) => o.metadata.name === claim),
      "the simulator's data is not on a PersistentVolumeClaim of the output",
    );
    const simRef = simulator?.spec?.template?.spec?.containers?.[0]?.envFrom?.[0]?.configMapRef?.name;
    const simConfig = byKind('ConfigMap').find((o) => o.metadata.name === simRef);
    need(simConfig?.data?.SIM_CONTROL_API === 'on', "staging's simulator does not turn the control API on");
    problems.push(...closedSimulatorProblems(objects, simulator, simConfig));
  }
  return problems;
}

/**
 * What keeps staging's simulator (its control API, its OAuth stand-in) from whoever finds its host: an
 * allow-list on its Ingress, a NetworkPolicy that admits only the web pods and the ingress controller, and
 * a token key from a Secret, never the development one from a ConfigMap.
 */
function closedSimulatorProblems(objects, simulator, simConfig) {
  const problems = [];
  const need = (ok, message) => ok || problems.push(message);
  const simLabels = simulator?.spec?.template?.metadata?.labels ?? {};
  const selects = (selector) =>
    Object.entries(selector?.matchLabels ?? {}).every(([key, value]) => simLabels[key] === value);

  const ingress = objects.find((o) => o.kind === 'Ingress' && o.metadata.name === 'sponsorspot-simulator');
  const allowList = ingress?.metadata?.annotations?.['nginx.ingress.kubernetes.io/whitelist-source-range'];
  need(
    typeof allowList === 'string' &&
      allowList.split(',').every((cidr) => /^[0-9a-f.:]+\/\d{1,3}$/i.test(cidr.trim())) &&
      !allowList.split(',').some((cidr) => /^(0\.0\.0\.0|::)\/0$/.test(cidr.trim())),
    "the simulator's Ingress has no source allow-list of CIDRs (nginx.ingress.kubernetes.io/whitelist-source-range)",
  );

  const policies = objects.filter((o) => o.kind === 'NetworkPolicy' && selects(o.spec?.podSelector));
  need(policies.length > 0, "no NetworkPolicy selects the simulator's pods");
  for (const policy of policies) {
    need(policy.spec.policyTypes?.includes('Ingress'), `${label(policy)} does not restrict ingress`);
    for (const rule of policy.spec.ingress ?? []) {
      const peers = rule.from ?? [];
      need(peers.length > 0, `${label(policy)} admits every client (a rule without from)`);
      for (const peer of peers) {
        const webPods = peer.podSelector?.matchLabels?.['app.kubernetes.io/name'] === 'sponsorspot-web';
        const controller =
          peer.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'] !== undefined &&
          !peer.podSelector;
        need(
          webPods || controller,
          `${label(policy)} admits a client other than the web pods and the controller`,
        );
        need(!peer.ipBlock, `${label(policy)} admits an address block`);
      }
    }
  }

  const container = simulator?.spec?.template?.spec?.containers?.[0];
  const secretRef = container?.env?.find((e) => e.name === 'SIM_JWT_SECRET')?.valueFrom?.secretKeyRef;
  need(
    secretRef?.name && secretRef.key && secretRef.optional !== true,
    "the simulator's SIM_JWT_SECRET is not from a required Secret",
  );
  need(
    simConfig?.data?.SIM_JWT_SECRET === undefined,
    "the simulator's ConfigMap holds SIM_JWT_SECRET (a ConfigMap is no place for a key)",
  );
  return problems;
}

// ---- comparing two renderings ---------------------------------------------------------------------------

/** An object without kustomize's ConfigMap hash suffixes and empty metadata maps, keys sorted. */
function normalized(object) {
  const text = JSON.stringify(object, (key, value) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const sorted = {};
      for (const k of Object.keys(value).sort()) {
        const v = value[k];
        if ((k === 'annotations' || k === 'labels') && v && Object.keys(v).length === 0) continue;
        sorted[k] = v;
      }
      return sorted;
    }
    return value;
  });
  return text.replace(/"(sponsorspot-[a-z-]+-config)-[a-z0-9]{10}"/g, '"$1"');
}

// ---- podman ----------------------------------------------------------------------------------------------

function forPodman(objects, webImage, simImage, webPort, simPort) {
  const played = [];
  for (const object of objects) {
    if (object.kind === 'ConfigMap' || object.kind === 'PersistentVolumeClaim') played.push(object);
    if (object.kind !== 'Deployment') continue;
    const deployment = structuredClone(object);
    deployment.spec.replicas = 1;
    for (const container of deployment.spec.template.spec.containers) {
      const web = deployment.metadata.name === 'sponsorspot-web';
      // The Secret an operator creates in a cluster: here a key of this play's own, as a plain value.
      for (const variable of container.env ?? []) {
        if (variable.valueFrom?.secretKeyRef) {
          delete variable.valueFrom;
          variable.value = randomBytes(32).toString('hex');
        }
      }
      container.image = web ? webImage : simImage;
      container.imagePullPolicy = 'Never';
      for (const port of container.ports ?? []) {
        if (port.name === 'http')
          Object.assign(port, { hostIP: '127.0.0.1', hostPort: Number(web ? webPort : simPort) });
      }
    }
    played.push(deployment);
  }
  return played;
}

// ---- main ------------------------------------------------------------------------------------------------

const [command, ...args] = process.argv.slice(2);
if (command === 'validate') {
  const [file, overlay = ''] = args;
  const objects = readObjects(file);
  const problems = [...(await schemaCheck(objects)), ...podChecks(objects, overlay)];
  if (problems.length) fail(`${file}:\n  ${problems.join('\n  ')}`);
  process.stdout.write(`${objects.length} objects valid: ${objects.map(label).join(', ')}\n`);
} else if (command === 'same') {
  const [a, b] = args.map(readObjects);
  const key = (o) => label(o).replace(/-config-[a-z0-9]{10}$/, '-config');
  const left = new Map(a.map((o) => [key(o), normalized(o)]));
  const right = new Map(b.map((o) => [key(o), normalized(o)]));
  const differ = [...new Set([...left.keys(), ...right.keys()])].filter((k) => left.get(k) !== right.get(k));
  if (differ.length) fail(`the renderings differ in ${differ.join(', ')}`);
  process.stdout.write(`the same ${left.size} objects\n`);
} else if (command === 'podman') {
  const [file, webImage, simImage, webPort, simPort] = args;
  const played = forPodman(readObjects(file), webImage, simImage, webPort, simPort);
  process.stdout.write(played.map((o) => stringify(o)).join('---\n'));
} else {
  fail('usage: validate FILE [OVERLAY] | same A B | podman FILE WEB-IMAGE SIM-IMAGE WEB-PORT SIM-PORT');
}
