import styled from 'styled-components';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { TRADE_CATEGORY_LABELS, type TradeCategory } from '@tradeguild/contracts';
import { Skeleton } from '@/components/ui/skeleton';
import { formatChartDay } from '@/lib/format';
import { theme, media } from '@/styles/theme';
import { useAdminCharts, type AdminCharts } from '../../api/get-admin-charts';
import { Panel, PanelHeader, PanelTitle } from './panel';

const tradeLabel = (trade: string) => TRADE_CATEGORY_LABELS[trade as TradeCategory] ?? trade;

function mix(charts: AdminCharts) {
  const trades = new Set([
    ...charts.tradeMix.tradesmen.map((t) => tradeLabel(t.trade)),
    ...charts.tradeMix.openProjects.map((t) => t.trade),
  ]);
  const count = (list: { trade: string; count: number }[], label: string, map: (t: string) => string) =>
    list.filter((t) => map(t.trade) === label).reduce((n, t) => n + t.count, 0);
  return [...trades]
    .map((label) => ({
      trade: label,
      tradesmen: count(charts.tradeMix.tradesmen, label, tradeLabel),
      openProjects: count(charts.tradeMix.openProjects, label, (t) => t),
    }))
    .sort((a, b) => b.tradesmen + b.openProjects - (a.tradesmen + a.openProjects));
}

/** Sign-ups, projects and messages per day over 30 days, and the mix of trades. */
export function Charts() {
  const { data, isLoading, isError } = useAdminCharts();
  return (
    <Grid>
      <Panel aria-labelledby="daily-chart-title">
        <PanelHeader>
          <PanelTitle id="daily-chart-title">Last 30 days</PanelTitle>
        </PanelHeader>
        {isLoading ? (
          <Skeleton $w="100%" $h="240px" />
        ) : isError || !data ? (
          <Failed role="alert">Failed to load the chart data.</Failed>
        ) : (
          <ChartBox data-testid="daily-chart" role="img" aria-label="Sign-ups, projects posted and messages per day over the last 30 days">
            <ResponsiveContainer width="100%" height={260}>
              <LineChart data={data.days} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
                <CartesianGrid strokeDasharray="3 3" stroke={theme.colors.border} />
                <XAxis dataKey="date" tickFormatter={formatChartDay} fontSize={11} minTickGap={24} />
                <YAxis allowDecimals={false} fontSize={11} />
                <Tooltip labelFormatter={(d) => formatChartDay(String(d))} />
                <Legend wrapperStyle={{ fontSize: 12 }} />
                <Line
                  type="monotone"
                  dataKey="signUps"
                  name="Sign-ups"
                  stroke={theme.colors.brand}
                  strokeWidth={2}
                  dot={false}
                  isAnimationActive={false}
                />
                <Line
                  type="monotone"
                  dataKey="projects"
                  name="Projects posted"
                  stroke={theme.colors.accent}
                  strokeWidth={2}
                  dot={false}
                  isAnimationActive={false}
                />
                <Line
                  type="monotone"
                  dataKey="messages"
                  name="Messages"
                  stroke={theme.colors.success}
                  strokeWidth={2}
                  dot={false}
                  isAnimationActive={false}
                />
              </LineChart>
            </ResponsiveContainer>
          </ChartBox>
        )}
      </Panel>
      <Panel aria-labelledby="mix-chart-title">
        <PanelHeader>
          <PanelTitle id="mix-chart-title">Trade mix</PanelTitle>
        </PanelHeader>
        {isLoading ? (
          <Skeleton $w="100%" $h="240px" />
        ) : isError || !data ? (
          <Failed role="alert">Failed to load the chart data.</Failed>
        ) : mix(data).length === 0 ? (
          <Failed>No tradesmen or open projects yet.</Failed>
        ) : (
          <ChartBox data-testid="mix-chart" role="img" aria-label="Trades among tradesmen and among open projects">
            <ResponsiveContainer width="100%" height={260}>
              <BarChart data={mix(data)} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
                <CartesianGrid strokeDasharray="3 3" stroke={theme.colors.border} />
                <XAxis dataKey="trade" fontSize={11} interval={0} angle={-30} textAnchor="end" height={60} />
                <YAxis allowDecimals={false} fontSize={11} />
                <Tooltip />
                <Legend wrapperStyle={{ fontSize: 12 }} />
                <Bar dataKey="tradesmen" name="Tradesmen" fill={theme.colors.brand} isAnimationActive={false} />
                <Bar dataKey="openProjects" name="Open projects" fill={theme.colors.accent} isAnimationActive={false} />
              </BarChart>
            </ResponsiveContainer>
          </ChartBox>
        )}
      </Panel>
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: minmax(0, 1fr);
  ${media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const ChartBox = styled.div`
  width: 100%;
  min-height: 260px;
`;

const Failed = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(6)} 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;
