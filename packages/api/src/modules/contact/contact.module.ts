import { Module } from '@nestjs/common';
import { PropertySourceModule } from '../properties/property-source.module';
import { SubmissionsModule } from '../submissions/submissions.module';
import { ContactController } from './contact.controller';
import { ContactRepository } from './contact.repository';
import { ContactService } from './contact.service';

@Module({
  imports: [SubmissionsModule, PropertySourceModule],
  controllers: [ContactController],
  providers: [ContactRepository, ContactService],
})
export class ContactModule {}
