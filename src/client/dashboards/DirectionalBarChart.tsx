// The dashboard's bar chart: @mui/x-charts' BarChart laid out in the page's direction. x-charts
// mirrors only its text anchors in right to left, so the band axis is reversed (the first bar at
// the right) and the value axis moved to the right, as an Arabic reader expects.
import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';

export interface BarSeries {
  id: string;
  label: string;
  data: number[];
  stack?: string;
  valueFormatter?: (value: number | null) => string;
}

interface DirectionalBarChartProps {
  /** The bars' categories, in reading order. */
  categories: string[];
  series: BarSeries[];
  /** A bar was clicked: its series and its category's index. */
  onBarClick?: (seriesId: string, index: number) => void;
}

/** Fills its parent's height (WidgetCard's figures), the legend included. */
export function DirectionalBarChart({ categories, series, onBarClick }: DirectionalBarChartProps) {
  const rightToLeft = useTheme().direction === 'rtl';
  return (
    <BarChart
      xAxis={[{ scaleType: 'band', data: categories, reverse: rightToLeft }]}
      yAxis={[{ position: rightToLeft ? 'right' : 'left' }]}
      series={series.map(({ valueFormatter, ...rest }) => ({
        ...rest,
        ...(valueFormatter ? { valueFormatter: (value: number | null) => valueFormatter(value) } : {}),
      }))}
      onItemClick={onBarClick ? (_event, item) => onBarClick(String(item.seriesId), item.dataIndex) : undefined}
    />
  );
}
