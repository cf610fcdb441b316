/** The last run of a daily task (decision 138). */
export interface MaintenanceRunsTable {
  /** e.g. "retention". */
  task: string;
  /** ISO time the run finished. */
  last_run_at: string;
  /** JSON of what it did, e.g. the counts pruned. */
  last_result: string;
}

export interface MaintenanceTables {
  maintenance_runs: MaintenanceRunsTable;
}
