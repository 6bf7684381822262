import { Anchor, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { shellTexts } from '../../../shared/messages';
import classes from './Layout.module.css';
import { footerItems } from './nav-items';

export function SiteFooter() {
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <Group justify="space-between" gap="sm">
          <Group component="nav" aria-label="Site" gap="md">
            {footerItems.map((item) => (
              <Anchor key={item.to} component={Link} to={item.to} size="sm">
                {item.label}
              </Anchor>
            ))}
          </Group>
          <Text size="sm" c="dimmed">
            © {new Date().getFullYear()} {shellTexts.productName}
          </Text>
        </Group>
      </Container>
    </footer>
  );
}
