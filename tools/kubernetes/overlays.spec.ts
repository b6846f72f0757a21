import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseAllDocuments, parse } from 'yaml';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Job } from 'kubernetes-models/batch/v1';
import { ConfigMap, Service } from 'kubernetes-models/v1';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';

const root = resolve(__dirname, '../..');
const OVERLAYS = ['staging', 'production'];

/** The kinds the manifests may hold, each checked against the Kubernetes schema (kubernetes-models). */
type Checked = { validate(): void };
// The rendered YAML is untyped until validate() checks it against the kind's schema: that is what the cast stands for.
const model =
  <T>(Kind: new (data: T) => Checked) =>
  (data: unknown): Checked =>
    new Kind(data as T);
const MODELS: Record<string, (data: unknown) => Checked> = {
  'apps/v1/Deployment': model(Deployment),
  'v1/Service': model(Service),
  'v1/ConfigMap': model(ConfigMap),
  'networking.k8s.io/v1/Ingress': model(Ingress),
  'policy/v1/PodDisruptionBudget': model(PodDisruptionBudget),
  'autoscaling/v2/HorizontalPodAutoscaler': model(HorizontalPodAutoscaler),
  'batch/v1/Job': model(Job),
};

/** Variables that hold passwords or keys: only ever from a Secret, never written into a manifest. */
const SECRET_VARIABLES = ['APP_SECRET', 'DATABASE_URL', 'SMTP_URL', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rendered YAML, checked field by field below
type Doc = any;

function render(overlay: string): Doc[] {
  let output: string;
  try {
    output = execFileSync('kubectl', ['kustomize', join(root, 'deploy/kubernetes', overlay)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error('kubectl is not installed: these specs render deploy/kubernetes with `kubectl kustomize` (kubectl 1.32, see TOOLCHAIN.md)');
    }
    throw new Error(`kubectl kustomize deploy/kubernetes/${overlay} failed: ${(error as { stderr?: string }).stderr ?? String(error)}`);
  }
  return parseAllDocuments(output).map((doc) => doc.toJS() as Doc);
}

function matches(selector: Record<string, string>, labels: Record<string, string>): boolean {
  return Object.keys(selector).length > 0 && Object.entries(selector).every(([key, value]) => labels[key] === value);
}

/** GET routes the app serves, from the generated OpenAPI document. */
const servedGets = new Set(
  Object.entries(JSON.parse(readFileSync(join(root, 'apps/api/openapi.json'), 'utf8')).paths as Record<string, Record<string, unknown>>)
    .filter(([, operations]) => 'get' in operations)
    .map(([path]) => path),
);

describe.each(OVERLAYS)('deploy/kubernetes/%s', (overlay) => {
  const docs = render(overlay);
  const one = (kind: string): Doc => {
    const found = docs.filter((doc) => doc.kind === kind);
    expect(found).toHaveLength(1);
    return found[0];
  };
  const deployment = () => one('Deployment');
  const job = () => one('Job');
  const podLabels = () => deployment().spec.template.metadata.labels as Record<string, string>;

  it('holds exactly the expected objects, each valid against the Kubernetes schema, in its own namespace', () => {
    expect(docs.map((doc) => doc.kind).sort()).toEqual([
      'ConfigMap',
      'Deployment',
      'HorizontalPodAutoscaler',
      'Ingress',
      'Job',
      'PodDisruptionBudget',
      'Service',
    ]);
    for (const doc of docs) {
      const check = MODELS[`${doc.apiVersion}/${doc.kind}`];
      expect(check).toBeDefined();
      expect(() => check!(doc).validate()).not.toThrow();
      expect(doc.metadata.namespace).toBe(`huron-tax-${overlay}`);
    }
  });

  it('has selectors that match their pods, and only those', () => {
    const d = deployment();
    expect(matches(d.spec.selector.matchLabels, podLabels())).toBe(true);
    const service = one('Service');
    expect(matches(service.spec.selector, podLabels())).toBe(true);
    expect(matches(service.spec.selector, job().spec.template.metadata.labels)).toBe(false);
    expect(matches(one('PodDisruptionBudget').spec.selector.matchLabels, podLabels())).toBe(true);
    for (const spread of d.spec.template.spec.topologySpreadConstraints) expect(matches(spread.labelSelector.matchLabels, podLabels())).toBe(true);
    expect(one('HorizontalPodAutoscaler').spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: d.metadata.name });
    const containerPorts = d.spec.template.spec.containers[0].ports.map((p: Doc) => p.name);
    for (const port of service.spec.ports) expect(containerPorts).toContain(port.targetPort);
    const backend = one('Ingress').spec.rules[0].http.paths[0].backend.service;
    expect(backend.name).toBe(service.metadata.name);
    expect(service.spec.ports.map((p: Doc) => p.name)).toContain(backend.port.name);
    const configMap = one('ConfigMap').metadata.name;
    for (const workload of [d, job()]) {
      expect(workload.spec.template.spec.containers[0].envFrom).toEqual(expect.arrayContaining([{ configMapRef: { name: configMap } }]));
    }
  });

  it('probes routes the app serves: startup and liveness on the live route, readiness on the one that asks the database', () => {
    const container = deployment().spec.template.spec.containers[0];
    const ports = container.ports.map((p: Doc) => p.name);
    for (const probe of ['startupProbe', 'readinessProbe', 'livenessProbe']) {
      expect(container[probe]?.httpGet).toBeDefined();
      expect(servedGets.has(container[probe].httpGet.path)).toBe(true);
      expect(ports).toContain(container[probe].httpGet.port);
    }
    expect(container.readinessProbe.httpGet.path).toBe('/api/health');
    expect(container.livenessProbe.httpGet.path).toBe('/api/health/live');
  });

  it('exposes /metrics on its own container port, never through the Service', () => {
    const metricsPort = Number(one('ConfigMap').data.METRICS_PORT);
    const container = deployment().spec.template.spec.containers[0];
    expect(container.ports).toEqual(expect.arrayContaining([{ name: 'metrics', containerPort: metricsPort }]));
    expect(one('Service').spec.ports.map((p: Doc) => p.targetPort)).not.toContain('metrics');
    expect(deployment().spec.template.metadata.annotations['prometheus.io/port']).toBe(String(metricsPort));
  });

  it('runs every container non-root on a read-only root filesystem, with an emptyDir for temporary files, requests and limits', () => {
    for (const workload of [deployment(), job()]) {
      const pod = workload.spec.template.spec;
      expect(pod.securityContext.runAsNonRoot).toBe(true);
      expect(pod.securityContext.runAsUser).toBeGreaterThan(0);
      const tmpVolumes = pod.volumes.filter((v: Doc) => v.emptyDir).map((v: Doc) => v.name);
      for (const container of pod.containers) {
        expect(container.securityContext).toMatchObject({ readOnlyRootFilesystem: true, allowPrivilegeEscalation: false, capabilities: { drop: ['ALL'] } });
        expect(container.volumeMounts).toEqual(expect.arrayContaining([{ name: expect.any(String), mountPath: '/tmp' }]));
        expect(tmpVolumes).toContain(container.volumeMounts.find((m: Doc) => m.mountPath === '/tmp').name);
        for (const kind of ['requests', 'limits']) expect(Object.keys(container.resources[kind]).sort()).toEqual(['cpu', 'memory']);
      }
    }
    expect(one('ConfigMap').data.VAR_DIR).toMatch(/^\/tmp\//);
  });

  it('drains before stopping, spreads over nodes and zones, keeps at least two replicas and one through a disruption', () => {
    const pod = deployment().spec.template.spec;
    const preStop = pod.containers[0].lifecycle.preStop.sleep.seconds;
    expect(preStop).toBeGreaterThanOrEqual(5);
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(preStop + 10);
    expect(pod.topologySpreadConstraints.map((c: Doc) => c.topologyKey).sort()).toEqual(['kubernetes.io/hostname', 'topology.kubernetes.io/zone']);
    expect(deployment().spec.replicas).toBeUndefined();
    expect(deployment().spec.strategy.rollingUpdate.maxUnavailable).toBe(0);
    const hpa = one('HorizontalPodAutoscaler').spec;
    expect(hpa.minReplicas).toBeGreaterThanOrEqual(2);
    expect(hpa.maxReplicas).toBeGreaterThan(hpa.minReplicas);
    expect(one('PodDisruptionBudget').spec.minAvailable).toBeGreaterThanOrEqual(1);
    expect(one('PodDisruptionBudget').spec.minAvailable).toBeLessThan(hpa.minReplicas);
  });

  it('migrates in a Job that runs the migrate command once, without restarts in the pod', () => {
    const spec = job().spec;
    expect(spec.template.spec.restartPolicy).toBe('Never');
    expect(spec.template.spec.containers[0].command).toEqual(['node', 'dist/api/apps/api/src/cli/migrate.js']);
    expect(existsSync(join(root, 'apps/api/src/cli/migrate.ts'))).toBe(true);
    expect(spec.template.spec.containers[0].image).toBe(deployment().spec.template.spec.containers[0].image);
  });

  it('references Secrets and never inlines one; pins every image by version', () => {
    expect(docs.some((doc) => doc.kind === 'Secret')).toBe(false);
    expect(Object.keys(one('ConfigMap').data).filter((key) => SECRET_VARIABLES.includes(key))).toEqual([]);
    for (const workload of [deployment(), job()]) {
      for (const container of workload.spec.template.spec.containers) {
        expect(container.env ?? []).toEqual([]);
        expect(container.envFrom).toEqual(expect.arrayContaining([{ secretRef: { name: 'huron-tax-secrets' } }]));
        expect(container.image).toMatch(/^[\w.-]+(\/[\w.-]+)+:[\w.-]+$/);
        expect(container.image).not.toMatch(/:latest$/);
      }
    }
    expect(one('Ingress').spec.tls[0].secretName).toBe('huron-tax-tls');
  });
});

describe('docker/compose.yaml', () => {
  it('pins every image by version, never latest', () => {
    const services = (parse(readFileSync(join(root, 'docker/compose.yaml'), 'utf8')) as { services: Record<string, { image?: string }> }).services;
    const images = Object.values(services).flatMap((service) => (service.image ? [service.image] : []));
    expect(images.length).toBeGreaterThanOrEqual(4);
    for (const image of images) expect(image).toMatch(/^[\w./-]+:(?!latest$)[\w.-]+$/);
  });
});
