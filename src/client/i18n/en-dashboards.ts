// English messages of the dashboard: `dashboardMessages` is en.ts's `dashboard.*`.
export const dashboardMessages = {
  title: 'Dashboard',
  view: 'Show as',
  as_chart: 'Chart',
  as_table: 'Table',
  download_csv: 'Download as CSV',
  empty: 'Nothing to show yet.',
  none: '—',
  period: {
    label: 'Period',
    from: 'From',
    to: 'To',
    backwards: 'The end must be on or after the start.',
  },
  columns: {
    project: 'Project',
    status: 'Status',
    units: 'Units',
    value: 'Value',
    stage: 'Stage',
    deals: 'Open deals',
    weighted_value: 'Weighted value',
  },
  inventory: {
    title: 'Inventory by project',
  },
  pipeline: {
    title: 'Pipeline',
    win_rate: 'Win rate (closed in the period)',
    won_lost: 'Won / lost',
    won_lost_value: '%{won} / %{lost}',
    median_days: 'Median days to won',
    series: {
      value: 'Value (%{currency})',
      weighted_value: 'Weighted value (%{currency})',
    },
  },
};
