import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** One column after the obstacle's name. */
export interface ObstacleColumn<Row> {
  header: string;
  align?: 'right' | 'center';
  /** Times line up digit by digit in a monospace face. */
  monospace?: boolean;
  cell: (row: Row) => ReactNode;
}

/**
 * A run's obstacles, one row each: the obstacle's name first (long names wrap rather than push the
 * table wider than a phone), then the given columns. The stopwatch's table after a run and My Results'
 * splits share it, so both read the same at 375 px.
 */
export function ObstacleTable<Row>({
  rows,
  rowKey,
  name,
  nameHeader,
  columns,
  testId,
}: {
  rows: Row[];
  rowKey: (row: Row) => string | number;
  name: (row: Row, position: number) => ReactNode;
  nameHeader: string;
  columns: ObstacleColumn<Row>[];
  testId: string;
}) {
  return (
    <Table verticalSpacing={4} horizontalSpacing={4} fz="sm" data-testid={testId}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{nameHeader}</Table.Th>
          {columns.map((column) => (
            <Table.Th key={column.header} ta={column.align}>
              {column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, position) => (
          <Table.Tr key={rowKey(row)}>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{name(row, position)}</Table.Td>
            {columns.map((column) => (
              <Table.Td key={column.header} ta={column.align} ff={column.monospace ? 'monospace' : undefined}>
                {column.cell(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
