export { MetricsModule } from './metrics.module';
export { MetricsService } from './metrics.service';
export { metricsEndpoint } from './metrics-endpoint';
export { observeRequest } from './http-metrics';
