import { Container } from '@/components/ui/container';
import { Skeleton } from '@/components/ui/skeleton';
import { Columns, Page, Stack } from '@/components/ui/detail-layout';

/** The profile page's shape while it loads, so nothing jumps when it arrives. */
export function ProfileSkeleton() {
  return (
    <Container aria-busy="true" aria-label="Loading tradesman profile">
      <Page>
        <Skeleton $w="120px" $h="1.25rem" />
        <Skeleton $h="150px" $radius="16px" />
        <Columns>
          <Stack>
            <Skeleton $h="240px" $radius="16px" />
            <Skeleton $h="360px" $radius="16px" />
          </Stack>
          <Stack>
            <Skeleton $h="260px" $radius="16px" />
            <Skeleton $h="220px" $radius="16px" />
          </Stack>
        </Columns>
      </Page>
    </Container>
  );
}
