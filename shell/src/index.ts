// Async boundary: shared singletons (react, router, …) are negotiated before bootstrap runs.
import('./app/bootstrap');
