/**
 * The real faces' check sample (fixtures/photos/README.md): portraits added after the constants were fitted and
 * never fitted on. One rule for the measuring script, the fitting script and the tests (decision 0040).
 */
export const isCheckPhoto = (photoName: string) => photoName.includes('-check_');
